import path from 'node:path';
import { DiskStorage } from './disk-storage';
import { parseS3Url, S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The store the configuration asks for: S3-compatible with STORAGE_URL, else DATA_DIR/files. */
export function createStorage(config: {
  storageUrl: string | undefined;
  dataDir: string;
  storageMinFreeBytes?: number;
}): Storage {
  return config.storageUrl
    ? new S3Storage(parseS3Url(config.storageUrl))
    : new DiskStorage(path.join(config.dataDir, 'files'), {
        ...(config.storageMinFreeBytes === undefined
          ? {}
          : { minFreeBytes: config.storageMinFreeBytes }),
      });
}
