import {
  MachineImpactSchema,
  MachineInput,
  MachineListPageSchema,
  MachineListQuery,
  MachineManufacturersSchema,
  MachineNamesQuery,
  MachineNamesSchema,
  MachineSchema,
  PATH_PARAM_MAX_LENGTH,
  UpdateMachineInput,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { MachinesService } from './machines.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const IdParams = z.object({ id: z.string().min(1).max(PATH_PARAM_MAX_LENGTH) });
const MachineBody = z.object({ machine: MachineSchema });
const tags = ['machines'];

/** The machine catalogue: everyone signed in reads it (these routes), administrators change it. */
export async function machinesRoutes(app: App, { machines }: { machines: MachinesService }) {
  app.get(
    '/api/v1/machines',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary:
          'The catalogue by manufacturer and model, a page at a time, with what hangs off each',
        querystring: MachineListQuery,
        response: { 200: MachineListPageSchema, ...errors },
      },
    },
    (request) => machines.list(request.query),
  );

  // Machine ids always hold an underscore (`<manufacturer>_<model>`, `temp_…`), so these two
  // names can never be a machine's.
  app.get(
    '/api/v1/machines/names',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Every machine’s id, manufacturer, model and category, for pickers and labels',
        querystring: MachineNamesQuery,
        response: { 200: MachineNamesSchema, ...errors },
      },
    },
    async (request) => ({ items: await machines.names(request.query) }),
  );

  app.get(
    '/api/v1/machines/manufacturers',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Each manufacturer once, A–Z, with how many machines it has',
        response: { 200: MachineManufacturersSchema, ...errors },
      },
    },
    async () => ({ items: await machines.manufacturers() }),
  );

  app.get(
    '/api/v1/machines/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One machine',
        params: IdParams,
        response: { 200: MachineBody, ...errors },
      },
    },
    async (request) => ({ machine: await machines.get(request.params.id) }),
  );

  app.get(
    '/api/v1/machines/:id/impact',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'What deleting the machine would remove or unlink',
        params: IdParams,
        response: { 200: MachineImpactSchema, ...errors },
      },
    },
    (request) => machines.impact(request.params.id),
  );
}

/** Adding, editing and deleting machines: administrators only. */
export async function machineWriteRoutes(app: App, { machines }: { machines: MachinesService }) {
  app.post(
    '/api/v1/machines',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a machine under the id derived from manufacturer and model',
        body: MachineInput,
        response: { 201: MachineBody, ...errors },
      },
    },
    async (request, reply) => {
      const machine = await machines.create(request.body, requestActor(request));
      return reply.status(201).send({ machine });
    },
  );

  app.patch(
    '/api/v1/machines/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a machine; a new manufacturer or model moves it to its new id',
        params: IdParams,
        body: UpdateMachineInput,
        response: { 200: MachineBody, ...errors },
      },
    },
    async (request) => ({
      machine: await machines.update(request.params.id, request.body, requestActor(request)),
    }),
  );

  app.delete(
    '/api/v1/machines/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a machine with its details; documents and packages lose the link',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await machines.delete(request.params.id, requestActor(request));
      return reply.status(204).send(null);
    },
  );
}
