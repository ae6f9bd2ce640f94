import { messages } from '@toolbox/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCaches, sha256, stubFetch } from '@/test/offline-fakes';
import { FILES_CACHE } from './cache-names';
import {
  fetchVerifiedFile,
  FileMismatchError,
  FileUnavailableError,
  keepFileBytes,
} from './verified-file';

const URL = '/api/v1/documents/d1/versions/1/file';
const BYTES = 'the manual, page one';

describe('fetchVerifiedFile', () => {
  beforeEach(() => {
    installFakeCaches();
  });

  it('hands over the server’s bytes when they hash to the record’s SHA-256, in any case', async () => {
    stubFetch({ [URL]: () => new Response(BYTES) });
    const file = await fetchVerifiedFile(URL, (await sha256(BYTES)).toLowerCase());
    expect(file.source).toBe('network');
    expect(await file.blob.text()).toBe(BYTES);
  });

  it('refuses bytes that do not match', async () => {
    stubFetch({ [URL]: () => new Response('tampered') });
    const refusal = fetchVerifiedFile(URL, await sha256(BYTES));
    await expect(refusal).rejects.toBeInstanceOf(FileMismatchError);
    await expect(refusal).rejects.toThrow(messages.toolbox.fileMismatch);
  });

  it('says the file is not kept when there is no network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const refusal = fetchVerifiedFile(URL, await sha256(BYTES));
    await expect(refusal).rejects.toBeInstanceOf(FileUnavailableError);
    await expect(refusal).rejects.toMatchObject({
      status: 0,
      message: messages.toolbox.offlineNotKept,
    });
  });

  it('passes on the server’s refusal with its status', async () => {
    stubFetch({});
    await expect(fetchVerifiedFile(URL, await sha256(BYTES))).rejects.toMatchObject({
      name: 'FileUnavailableError',
      status: 404,
      message: messages.toolbox.loadFailed,
    });
  });

  it('says so when the server is away or busy, rather than that the file failed', async () => {
    stubFetch({ [URL]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(fetchVerifiedFile(URL, await sha256(BYTES))).rejects.toMatchObject({
      status: 502,
      message: messages.request.unavailable,
    });
    stubFetch({ [URL]: () => new Response(null, { status: 429 }) });
    await expect(fetchVerifiedFile(URL, await sha256(BYTES))).rejects.toMatchObject({
      status: 429,
      message: messages.request.tooManyRequests,
    });
  });

  it('reads the kept copy without the network, and checks it again', async () => {
    const calls = stubFetch({});
    await keepFileBytes(URL, new Blob([BYTES]));
    const file = await fetchVerifiedFile(URL, await sha256(BYTES));
    expect(file.source).toBe('device');
    expect(await file.blob.text()).toBe(BYTES);
    expect(calls).toHaveLength(0);

    await (await caches.open(FILES_CACHE)).put(URL, new Response('altered on disk'));
    await expect(fetchVerifiedFile(URL, await sha256(BYTES))).rejects.toBeInstanceOf(
      FileMismatchError,
    );
  });
});
