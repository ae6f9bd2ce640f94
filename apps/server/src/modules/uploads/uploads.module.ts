import path from 'node:path';
import { defineModule } from '../module';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

export const uploadsModule = defineModule()({
  name: 'uploads',
  services: ({ config, storage }) => ({
    uploads: new UploadsService({
      directory: path.join(config.dataDir, 'uploads'),
      limits: config.uploadLimits,
      storage,
      expiryMs: config.uploadExpiryMs,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(uploadsRoutes, { uploads: services.uploads });
  },
});
