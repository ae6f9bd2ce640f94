import { MachineInput, MachineSchema } from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import type { MachinesService } from './machines.service';

const errors = errorResponses(400, 401, 403, 409);

/** The machine catalogue: everyone signed in reads it, administrators add to it. */
export async function machinesRoutes(app: App, { machines }: { machines: MachinesService }) {
  app.get(
    '/api/v1/machines',
    {
      config: { access: 'user' },
      schema: {
        tags: ['machines'],
        summary: 'Every machine, by manufacturer and model',
        response: { 200: z.object({ items: z.array(MachineSchema) }), ...errors },
      },
    },
    async () => ({ items: await machines.listAll() }),
  );

  app.post(
    '/api/v1/machines',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['machines'],
        summary: 'Add a machine under the id derived from manufacturer and model',
        body: MachineInput,
        response: { 201: z.object({ machine: MachineSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ machine: await machines.create(request.body) }),
  );
}
