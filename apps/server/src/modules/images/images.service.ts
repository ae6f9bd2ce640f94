import { IMAGE_PATH_PATTERN, imageFilePath, imageUrl, messages } from '@toolbox/domain';
import { notFound } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import type { DeclaredUpload, UploadsService } from '../uploads/uploads.service';

/** A published image: its storage key (what records keep) and where the API serves it. */
export type PublishedImage = { path: string; url: string; sizeBytes: number };

/**
 * Images for part diagrams, guide steps and machine photos: PNG, JPEG or WebP, stored once at
 * `images/<sha256>.<ext>` (content addressed, like the document keys of
 * docs/product.md#storage-paths).
 */
export class ImagesService {
  constructor(
    private readonly uploads: UploadsService,
    private readonly files: FilesService,
  ) {}

  /**
   * Publishes a finished image upload of `userId`. Until a record refers to it the file counts
   * as unreferenced, and the sweep removes it after a day.
   */
  publish(upload: DeclaredUpload, userId: string): Promise<PublishedImage> {
    return this.uploads.finalize(
      upload,
      userId,
      'image',
      ({ sha256, extension }) => imageFilePath(sha256, extension),
      (file, restore) =>
        this.files.publish(file.key, restore, () =>
          Promise.resolve({ path: file.key, url: imageUrl(file.key), sizeBytes: file.sizeBytes }),
        ),
    );
  }

  /** The stored file behind `/api/v1/images/<name>`; 404 for anything but an image key. */
  file(name: string): { key: string; sha256: string; fileName: string; extension: string } {
    const key = `images/${name}`;
    if (!IMAGE_PATH_PATTERN.test(key)) throw notFound(messages.image.notFound);
    const [sha256 = '', extension = ''] = name.split('.');
    return { key, sha256: sha256.toUpperCase(), fileName: name, extension };
  }
}
