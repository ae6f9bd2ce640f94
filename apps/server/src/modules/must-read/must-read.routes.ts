import {
  MustReadClearQuery,
  MustReadInput,
  MustReadMarkSchema,
  MustReadPeopleQuery,
  MustReadReminderResultSchema,
  MustReadStatusSchema,
  MyMustReadListSchema,
  MyMustReadQuery,
  UserMachinesInput,
  UserMachinesSchema,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor, requireUser } from '../../plugins/access';
import type { MustReadService } from './must-read.service';

const Params = z.object({ id: z.string().min(1).max(300) });

/** Must-read marks, who has read them, reminders, and each person's list (decision 029). */
export async function mustReadRoutes(app: App, { mustRead }: { mustRead: MustReadService }) {
  const tags = ['documents'];

  app.get(
    '/api/v1/documents/must-read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in person's unread must-read documents, newest mark first",
        querystring: MyMustReadQuery,
        response: { 200: MyMustReadListSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => mustRead.mine(requireUser(request).id, request.query),
  );

  app.get(
    '/api/v1/documents/:id/must-read',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The current version's must-read mark and who has or has not read it",
        params: Params,
        querystring: MustReadPeopleQuery,
        response: { 200: MustReadStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => mustRead.status(request.params.id, request.query),
  );

  app.put(
    '/api/v1/documents/:id/must-read',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mark the current version must read, for everyone or the people of machines',
        params: Params,
        body: MustReadInput,
        response: { 200: MustReadMarkSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => mustRead.setMark(request.params.id, request.body, requestActor(request)),
  );

  app.delete(
    '/api/v1/documents/:id/must-read',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove the must-read mark of the version the administrator saw (still current)',
        params: Params,
        querystring: MustReadClearQuery,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await mustRead.clearMark(
        request.params.id,
        request.query.versionNumber,
        requestActor(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/documents/:id/must-read/reminders',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Push a reminder to those who have not read the current version',
        params: Params,
        response: { 200: MustReadReminderResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => mustRead.remind(request.params.id, requestActor(request)),
  );

  app.get(
    '/api/v1/users/:id/machines',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'The machines a person services',
        params: Params,
        response: { 200: UserMachinesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => mustRead.machinesOf(request.params.id),
  );

  app.put(
    '/api/v1/users/:id/machines',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Replace the machines a person services',
        params: Params,
        body: UserMachinesInput,
        response: { 200: UserMachinesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => mustRead.setMachines(request.params.id, request.body, requestActor(request)),
  );
}
