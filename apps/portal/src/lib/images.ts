import { declaredUpload, type UploadResult } from '@toolbox/client';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';

export const PublishedImageSchema = z.object({
  path: z.string(),
  url: z.string(),
  sizeBytes: z.number().int(),
});
export type PublishedImage = z.infer<typeof PublishedImageSchema>;

/**
 * POST /api/v1/images: a finished image upload (PNG, JPEG or WebP, checked by its bytes) becomes
 * a stored image at `images/<sha256>.<ext>`, for a guide step or a machine photo to refer to.
 * Use with `useUpload().run(file, 'image', publishImage)` for progress and cancel.
 */
export const publishImage = (upload: UploadResult): Promise<PublishedImage> =>
  api
    .post('/api/v1/images', declaredUpload(upload), {
      schema: z.object({ image: PublishedImageSchema }),
    })
    .then((body) => body.image);

/** Image types the server takes; the file input's `accept`. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
