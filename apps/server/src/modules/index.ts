import { activityModule } from './activity/activity.module';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { documentsModule } from './documents/documents.module';
import { filesModule } from './files/files.module';
import { firebaseImportModule } from './firebase-import/firebase-import.module';
import { functionsModule } from './functions/functions.module';
import { guidesModule } from './guides/guides.module';
import { healthModule } from './health/health.module';
import { imagesModule } from './images/images.module';
import { machineDetailsModule } from './machine-details/machine-details.module';
import { machinesModule } from './machines/machines.module';
import type { InDependencyOrder, ServicesOf } from './module';
import { mustReadModule } from './must-read/must-read.module';
import { notificationsModule } from './notifications/notifications.module';
import { partDiagramsModule } from './part-diagrams/part-diagrams.module';
import { searchModule } from './search/search.module';
import { softwareModule } from './software/software.module';
import { systemModule } from './system/system.module';
import { uploadsModule } from './uploads/uploads.module';
import { usersModule } from './users/users.module';

/**
 * The server's features in dependency order: a module's services are built after those it needs,
 * and routes are registered in the same order. Adding a feature is one line here.
 */
export const serverModules = [
  healthModule,
  auditModule,
  filesModule,
  uploadsModule,
  usersModule,
  authModule,
  documentsModule,
  softwareModule,
  machinesModule,
  guidesModule,
  activityModule,
  searchModule,
  partDiagramsModule,
  machineDetailsModule,
  imagesModule,
  dashboardModule,
  notificationsModule,
  mustReadModule,
  functionsModule,
  systemModule,
  firebaseImportModule,
] as const;

// Fails to compile, naming the module, when one needs a service of a module after it.
const inDependencyOrder: InDependencyOrder<typeof serverModules> = true;
void inDependencyOrder;

/** Every module's services by name. */
export type ModuleServices = ServicesOf<typeof serverModules>;
