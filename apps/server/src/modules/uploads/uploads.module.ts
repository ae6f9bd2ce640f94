import path from 'node:path';
import { isParted } from '../../lib/storage/storage';
import { defineModule } from '../module';
import { BucketUploadStore } from './bucket-upload-store';
import { PendingUploadsRepository } from './pending-uploads.repository';
import { PostgresLocker } from './postgres-locker';
import { PrivateFileStore } from './private-file-store';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

export const uploadsModule = defineModule()({
  name: 'uploads',
  services: ({ config, storage, db, database }) => {
    const expirationPeriodInMilliseconds = config.uploadExpiryMs;
    // With files in a bucket, unfinished uploads wait there too, so any replica takes any PATCH.
    const store = isParted(storage)
      ? new BucketUploadStore({
          storage,
          records: new PendingUploadsRepository(db),
          expirationPeriodInMilliseconds,
        })
      : new PrivateFileStore({
          directory: path.join(config.dataDir, 'uploads'),
          expirationPeriodInMilliseconds,
          storage,
        });
    // PGlite is one process: tus's own locker holds there.
    const locker =
      database.kind === 'postgres' && config.databaseUrl
        ? new PostgresLocker(config.databaseUrl)
        : undefined;
    return { uploads: new UploadsService({ store, storage, limits: config.uploadLimits, locker }) };
  },
  routes: async (app, { services }) => {
    app.addHook('onClose', () => services.uploads.close());
    await app.register(uploadsRoutes, { uploads: services.uploads });
  },
});
