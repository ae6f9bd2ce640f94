import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import type { UploadsService } from '../uploads/uploads.service';
import { imagesRoutes } from './images.routes';
import { ImagesService } from './images.service';

export const imagesModule = defineModule<{ files: FilesService; uploads: UploadsService }>()({
  name: 'images',
  services: ({ services }) => ({ images: new ImagesService(services.uploads, services.files) }),
  routes: async (app, { storage, services }) => {
    await app.register(imagesRoutes, { images: services.images, storage });
  },
});
