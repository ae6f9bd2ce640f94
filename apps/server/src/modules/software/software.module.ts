import type { AuditService } from '../audit/audit.service';
import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import type { UploadsService } from '../uploads/uploads.service';
import { SoftwareRepository } from './software.repository';
import { softwareRoutes } from './software.routes';
import { SoftwareService } from './software.service';

export const softwareModule = defineModule<{
  audit: AuditService;
  files: FilesService;
  uploads: UploadsService;
}>()({
  name: 'software',
  services: ({ db, services }) => ({
    software: new SoftwareService(
      new SoftwareRepository(db),
      services.uploads,
      services.files,
      services.audit,
    ),
  }),
  routes: async (app, { storage, services }) => {
    await app.register(softwareRoutes, {
      software: services.software,
      storage,
    });
  },
});
