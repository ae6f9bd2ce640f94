import { describe, expect, it } from 'vitest';
import {
  DocumentNotificationSchema,
  documentNotification,
  documentUrl,
  ForegroundNotificationSchema,
  foregroundNotification,
  NotificationPayloadSchema,
  SoftwareNotificationSchema,
  softwareNotification,
  softwareUrl,
} from './notification';

describe('documentNotification', () => {
  it('builds the product’s payload (docs/product.md#notification-payloads) for a new document', () => {
    expect(
      documentNotification({ title: 'Descaling Guide', documentId: 'd1', category: 'Cleaning' }),
    ).toEqual({
      notification: {
        title: 'New Document Available',
        body: 'A new document "Descaling Guide" has been uploaded.',
      },
      data: { type: 'document', documentId: 'd1', category: 'Cleaning', url: '/documents/d1' },
    });
  });

  it('keeps quotes in the title as they are', () => {
    const payload = documentNotification({
      title: 'The "Big" Manual',
      documentId: 'd2',
      category: 'Service',
    });
    expect(payload.notification.body).toBe('A new document "The "Big" Manual" has been uploaded.');
  });

  it('sends the first category of a list, or empty text when there is none', () => {
    const many = documentNotification({ title: 't', documentId: 'd', category: ['A', 'B'] });
    expect(many.data.category).toBe('A');
    expect(documentNotification({ title: 't', documentId: 'd', category: [] }).data.category).toBe(
      '',
    );
    expect(
      documentNotification({ title: 't', documentId: 'd', category: undefined }).data.category,
    ).toBe('');
  });

  it('passes its own schema and the generic payload schema', () => {
    const payload = documentNotification({ title: 't', documentId: 'd', category: 'c' });
    expect(DocumentNotificationSchema.parse(payload)).toEqual(payload);
    expect(NotificationPayloadSchema.parse(payload)).toEqual(payload);
  });
});

describe('softwareNotification', () => {
  it('builds the product’s payload (docs/product.md#notification-payloads) for a new software package', () => {
    expect(softwareNotification({ name: 'Firmware', softwareId: 's1', version: '2.1.0' })).toEqual({
      notification: {
        title: 'New Software Available',
        body: 'Software "Firmware" version 2.1.0 has been uploaded.',
      },
      data: { type: 'software', softwareId: 's1', version: '2.1.0', url: '/software/s1' },
    });
  });

  it('keeps quotes in the name as they are', () => {
    expect(
      softwareNotification({ name: 'Tool "X"', softwareId: 's', version: '1' }).notification.body,
    ).toBe('Software "Tool "X"" version 1 has been uploaded.');
  });

  it('passes its own schema and the generic payload schema', () => {
    const payload = softwareNotification({ name: 'n', softwareId: 's', version: '1' });
    expect(SoftwareNotificationSchema.parse(payload)).toEqual(payload);
    expect(NotificationPayloadSchema.parse(payload)).toEqual(payload);
  });
});

describe('notification links', () => {
  it('point to the document and software pages', () => {
    expect(documentUrl('abc')).toBe('/documents/abc');
    expect(softwareUrl('abc')).toBe('/software/abc');
  });

  it('cannot be bent into another path by an id', () => {
    expect(documentUrl('../users')).toBe('/documents/..%2Fusers');
  });
});

describe('NotificationPayloadSchema', () => {
  it('requires a title and string data values', () => {
    expect(NotificationPayloadSchema.parse({ notification: { title: 'T', body: '' } })).toEqual({
      notification: { title: 'T', body: '' },
      data: {},
    });
    expect(
      NotificationPayloadSchema.safeParse({ notification: { title: '', body: 'b' } }).success,
    ).toBe(false);
    expect(
      NotificationPayloadSchema.safeParse({
        notification: { title: 'T', body: 'b' },
        data: { n: 1 },
      }).success,
    ).toBe(false);
  });
});

describe('foreground notifications', () => {
  it('default the title to New Notification when it is missing or blank', () => {
    expect(ForegroundNotificationSchema.parse({ timestamp: 1 })).toEqual({
      title: 'New Notification',
      body: '',
      data: {},
      timestamp: 1,
    });
    expect(ForegroundNotificationSchema.parse({ title: '  ', body: 'b', timestamp: 1 }).title).toBe(
      'New Notification',
    );
  });

  it('keep a url and any other data', () => {
    const parsed = ForegroundNotificationSchema.parse({
      title: 'Hi',
      body: 'b',
      data: { url: '/documents/1', type: 'document' },
      timestamp: 5,
    });
    expect(parsed.data).toEqual({ url: '/documents/1', type: 'document' });
  });

  it('require a timestamp', () => {
    expect(ForegroundNotificationSchema.safeParse({ title: 'x' }).success).toBe(false);
  });

  it('are built from a push payload', () => {
    const payload = documentNotification({ title: 'M', documentId: 'd1', category: 'c' });
    expect(foregroundNotification(payload, 42)).toEqual({
      title: 'New Document Available',
      body: 'A new document "M" has been uploaded.',
      data: payload.data,
      timestamp: 42,
    });
    expect(foregroundNotification({}, 7)).toEqual({
      title: 'New Notification',
      body: '',
      data: {},
      timestamp: 7,
    });
    expect(foregroundNotification({ notification: null }).timestamp).toBeGreaterThan(0);
  });
});
