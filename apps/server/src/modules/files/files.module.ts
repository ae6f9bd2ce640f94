import { defineModule } from '../module';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';

/** Stored files shared by records (who refers to a key, its lock, orphan sweeps); no routes. */
export const filesModule = defineModule()({
  name: 'files',
  services: ({ db, storage, logger }) => ({
    files: new FilesService(new FilesRepository(db), storage, logger),
  }),
});
