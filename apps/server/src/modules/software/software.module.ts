import type { AuditService } from '../audit/audit.service';
import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import type { UploadsService } from '../uploads/uploads.service';
import { SoftwareRepository } from './software.repository';
import { softwareFileRoutes, softwareRoutes, softwareWriteRoutes } from './software.routes';
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
    const { software } = services;
    await app.register(softwareRoutes, { software });
    await app.register(softwareWriteRoutes, { software });
    await app.register(softwareFileRoutes, { software, storage });
  },
});
