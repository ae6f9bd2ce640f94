import type { AuditService } from '../audit/audit.service';
import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import { AcknowledgementsRepository } from './acknowledgements.repository';
import { acknowledgementRoutes } from './acknowledgements.routes';
import { AcknowledgementsService } from './acknowledgements.service';
import type { UploadsService } from '../uploads/uploads.service';
import { DocumentsRepository } from './documents.repository';
import { documentFileRoutes, documentsRoutes, documentWriteRoutes } from './documents.routes';
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
    acknowledgements: new AcknowledgementsService(
      new AcknowledgementsRepository(db),
      services.audit,
    ),
  }),
  routes: async (app, { storage, services }) => {
    const { documents } = services;
    await app.register(documentsRoutes, { documents });
    await app.register(documentWriteRoutes, { documents });
    await app.register(documentFileRoutes, { documents, storage });
    await app.register(acknowledgementRoutes, { acknowledgements: services.acknowledgements });
  },
});
