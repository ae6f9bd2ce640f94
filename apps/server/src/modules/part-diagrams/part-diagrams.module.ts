import type { AuditService } from '../audit/audit.service';
import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import type { UploadsService } from '../uploads/uploads.service';
import { PartDiagramsRepository } from './part-diagrams.repository';
import { partDiagramsRoutes, partDiagramWriteRoutes } from './part-diagrams.routes';
import { PartDiagramsService } from './part-diagrams.service';

export const partDiagramsModule = defineModule<{
  audit: AuditService;
  files: FilesService;
  uploads: UploadsService;
}>()({
  name: 'part-diagrams',
  services: ({ db, services }) => ({
    partDiagrams: new PartDiagramsService(
      new PartDiagramsRepository(db),
      services.uploads,
      services.files,
      services.audit,
    ),
  }),
  routes: async (app, { services }) => {
    const { partDiagrams } = services;
    await app.register(partDiagramsRoutes, { partDiagrams });
    await app.register(partDiagramWriteRoutes, { partDiagrams });
  },
});
