import {
  MachineDetailsListItemSchema,
  MachineDetailsSchema,
  pageQueryFields,
  MachineSpecificationsSchema,
  pageSchema,
  SpecificationEntrySchema,
  SpecificationsQuery,
  SpecificationsSectionInput,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { MachineDetailsService } from './machine-details.service';

const errors = errorResponses(400, 401, 403, 404);
const MachineParams = z.object({ machineId: z.string().min(1).max(300) });
const tags = ['machine details'];

/** Machine details and specifications: everyone signed in reads, administrators write. */
export async function machineDetailsRoutes(
  app: App,
  deps: { machineDetails: MachineDetailsService },
) {
  const details = deps.machineDetails;

  app.get(
    '/api/v1/machines/:machineId/details',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Specifications, maintenance procedures, guides and part diagrams of a machine',
        params: MachineParams,
        response: { 200: MachineDetailsSchema, ...errors },
      },
    },
    (request) => details.get(request.params.machineId),
  );

  app.get(
    '/api/v1/machine-details',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Every machine details record with its four sections, a page at a time',
        querystring: z.object(pageQueryFields),
        response: { 200: pageSchema(MachineDetailsListItemSchema), ...errors },
      },
    },
    (request) => details.list(request.query),
  );

  app.put(
    '/api/v1/machines/:machineId/details/specifications',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace the machine’s specification entries, in order',
        params: MachineParams,
        body: SpecificationsSectionInput,
        response: { 200: z.object({ items: z.array(SpecificationEntrySchema) }), ...errors },
      },
    },
    async (request) => {
      const { machineId } = request.params;
      const actor = requestActor(request);
      return { items: await details.replaceSpecifications(machineId, request.body.items, actor) };
    },
  );

  app.get(
    '/api/v1/specifications',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Machines with their specifications; with machineId, exactly those (comparison)',
        querystring: SpecificationsQuery,
        response: { 200: pageSchema(MachineSpecificationsSchema), ...errors },
      },
    },
    (request) => details.machinesWithSpecifications(request.query),
  );
}
