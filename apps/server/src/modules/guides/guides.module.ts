import type { AuditService } from '../audit/audit.service';
import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import { GuideFeedbackRepository } from './guide-feedback.repository';
import { guideFeedbackRoutes } from './guide-feedback.routes';
import { GuideFeedbackService } from './guide-feedback.service';
import { GuidesImportService } from './guides-import.service';
import { GuidesRepository } from './guides.repository';
import { guideImportRoutes } from './guides-import.routes';
import {
  guideBrowseRoutes,
  guideSectionRoutes,
  guideSettingsRoutes,
  guidesRoutes,
} from './guides.routes';
import { GuidesService } from './guides.service';

export const guidesModule = defineModule<{ audit: AuditService; files: FilesService }>()({
  name: 'guides',
  services: ({ db, services }) => {
    const repository = new GuidesRepository(db);
    const guides = new GuidesService(repository, services.files, services.audit);
    return {
      guides,
      guidesImport: new GuidesImportService(repository, guides),
      guideFeedback: new GuideFeedbackService(new GuideFeedbackRepository(db), guides),
    };
  },
  routes: async (app, { services }) => {
    const { guides, guidesImport } = services;
    await app.register(guidesRoutes, { guides });
    await app.register(guideSectionRoutes, { guides });
    await app.register(guideBrowseRoutes, { guides });
    await app.register(guideSettingsRoutes, { guides });
    await app.register(guideImportRoutes, { guidesImport });
    await app.register(guideFeedbackRoutes, { feedback: services.guideFeedback });
  },
});
