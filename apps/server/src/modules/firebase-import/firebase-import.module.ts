import path from 'node:path';
import type { PasswordService } from '../auth/password.service';
import { defineModule } from '../module';
import { FirebaseImportRepository } from './firebase-import.repository';
import { firebaseImportRoutes } from './firebase-import.routes';
import { FirebaseImportService } from './firebase-import.service';

/** Where `npm run import:firebase` writes its reports: DATA_DIR/imports. */
export const importReportsFolder = (dataDir: string) => path.join(dataDir, 'imports');

export const firebaseImportModule = defineModule<{ passwords: PasswordService }>()({
  name: 'firebase-import',
  services: ({ db, config, services: { passwords } }) => ({
    firebaseImport: new FirebaseImportService(new FirebaseImportRepository(db), {
      reportsFolder: importReportsFolder(config.dataDir),
      passwords,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(firebaseImportRoutes, { firebaseImport: services.firebaseImport });
  },
});
