import type { AuditService } from '../audit/audit.service';
import type { GuidesService } from '../guides/guides.service';
import { defineModule } from '../module';
import type { PartDiagramsService } from '../part-diagrams/part-diagrams.service';
import { MachineDetailsRepository } from './machine-details.repository';
import { machineDetailsRoutes } from './machine-details.routes';
import { MachineDetailsService } from './machine-details.service';

export const machineDetailsModule = defineModule<{
  audit: AuditService;
  guides: GuidesService;
  partDiagrams: PartDiagramsService;
}>()({
  name: 'machine-details',
  services: ({ db, services }) => ({
    machineDetails: new MachineDetailsService(
      new MachineDetailsRepository(db),
      services.guides,
      services.partDiagrams,
      services.audit,
    ),
  }),
  routes: async (app, { services }) => {
    await app.register(machineDetailsRoutes, { machineDetails: services.machineDetails });
  },
});
