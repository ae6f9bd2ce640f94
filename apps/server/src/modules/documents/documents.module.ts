import type { AuditService } from '../audit/audit.service';
import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import type { UploadsService } from '../uploads/uploads.service';
import { DocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { DocumentsService } from './documents.service';

export const documentsModule = defineModule<{
  audit: AuditService;
  files: FilesService;
  uploads: UploadsService;
}>()({
  name: 'documents',
  services: ({ db, services }) => ({
    documents: new DocumentsService(
      new DocumentsRepository(db),
      services.uploads,
      services.files,
      services.audit,
    ),
  }),
  routes: async (app, { storage, services }) => {
    await app.register(documentsRoutes, {
      documents: services.documents,
      storage,
    });
  },
});
