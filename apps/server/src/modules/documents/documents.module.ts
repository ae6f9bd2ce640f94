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
import { DocumentTextRepository } from './text/document-text.repository';
import { documentTextRoutes } from './text/document-text.routes';
import { DocumentTextService } from './text/document-text.service';
import { PdfTextReader } from './text/pdf-text-extractor';

export const documentsModule = defineModule<{
  audit: AuditService;
  files: FilesService;
  uploads: UploadsService;
}>()({
  name: 'documents',
  services: ({ db, services, storage, jobs, logger }) => {
    const documentText = new DocumentTextService(
      new DocumentTextRepository(db),
      storage,
      jobs,
      logger,
      new PdfTextReader(),
    );
    return {
      documentText,
      documents: new DocumentsService(
        new DocumentsRepository(db),
        services.uploads,
        services.files,
        services.audit,
        documentText,
        logger,
      ),
      acknowledgements: new AcknowledgementsService(
        new AcknowledgementsRepository(db),
        services.audit,
      ),
    };
  },
  routes: async (app, { storage, services }) => {
    const { documents } = services;
    await app.register(documentsRoutes, { documents });
    await app.register(documentWriteRoutes, { documents });
    await app.register(documentFileRoutes, { documents, storage });
    await app.register(acknowledgementRoutes, { acknowledgements: services.acknowledgements });
    await app.register(documentTextRoutes, { documentText: services.documentText });
    // A file being read is left unrecorded, and read again after the restart.
    app.addHook('onClose', () => services.documentText.close());
  },
});
