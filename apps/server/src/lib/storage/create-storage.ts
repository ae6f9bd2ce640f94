import path from 'node:path';
import { DiskStorage } from './disk-storage';
import type { Storage } from './storage';

/**
 * The store the configuration asks for: S3-compatible with STORAGE_URL, else DATA_DIR/files. The
 * S3 client (megabytes of memory) is loaded only when it is the one configured (issue #19).
 */
export async function createStorage(config: {
  storageUrl: string | undefined;
  dataDir: string;
  storageMinFreeBytes?: number;
}): Promise<Storage> {
  if (config.storageUrl) {
    const { parseS3Url, S3Storage } = await import('./s3-storage');
    return new S3Storage(parseS3Url(config.storageUrl));
  }
  return new DiskStorage(path.join(config.dataDir, 'files'), {
    ...(config.storageMinFreeBytes === undefined
      ? {}
      : { minFreeBytes: config.storageMinFreeBytes }),
  });
}
