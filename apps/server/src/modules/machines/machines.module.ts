import type { AuditService } from '../audit/audit.service';
import type { FilesService } from '../files/files.service';
import { defineModule } from '../module';
import { MachinesRepository } from './machines.repository';
import { machinesRoutes, machineWriteRoutes } from './machines.routes';
import { MachinesService } from './machines.service';

export const machinesModule = defineModule<{ audit: AuditService; files: FilesService }>()({
  name: 'machines',
  services: ({ db, services }) => ({
    machines: new MachinesService(new MachinesRepository(db), services.files, services.audit),
  }),
  routes: async (app, { services }) => {
    await app.register(machinesRoutes, { machines: services.machines });
    await app.register(machineWriteRoutes, { machines: services.machines });
  },
});
