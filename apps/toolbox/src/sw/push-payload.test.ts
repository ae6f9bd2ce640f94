import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, readPush } from './push-payload';

const message = (body: string) => ({
  json: () => JSON.parse(body) as unknown,
  text: () => body,
});

describe('readPush', () => {
  it('keeps the product’s default title (docs/product.md#foreground-notifications) in step with the domain', () => {
    expect(DEFAULT_TITLE).toBe(messages.notifications.defaultTitle);
  });

  it('reads the product’s document payload (docs/product.md#notification-payloads)', () => {
    const push = readPush(
      message(
        JSON.stringify({
          notification: {
            title: 'New Document Available',
            body: 'A new document "X" has been uploaded.',
          },
          data: {
            type: 'document',
            documentId: 'd1',
            category: 'Service',
            url: '/documents/d1',
            extra: 7,
          },
        }),
      ),
    );
    expect(push).toEqual({
      title: 'New Document Available',
      body: 'A new document "X" has been uploaded.',
      data: { type: 'document', documentId: 'd1', category: 'Service', url: '/documents/d1' },
    });
  });

  it('falls back to the default title, and shows a push that is not JSON as its text', () => {
    expect(readPush(message(JSON.stringify({ notification: { title: '  ' } }))).title).toBe(
      DEFAULT_TITLE,
    );
    expect(readPush(message('plain words'))).toEqual({
      title: DEFAULT_TITLE,
      body: 'plain words',
      data: {},
    });
    expect(readPush(null)).toEqual({ title: DEFAULT_TITLE, body: '', data: {} });
  });
});
