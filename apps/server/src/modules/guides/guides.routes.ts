import {
  DeleteGuideQuery,
  GuideDraftInput,
  GuideSchema,
  GuideSearchHitSchema,
  GuideSearchQuery,
  GuideSettingsSchema,
  MachinesWithGuidesQuery,
  MachineWithGuidesSchema,
  pageSchema,
  SaveGuideInput,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { GuidesService } from './guides.service';

const errors = errorResponses(400, 401, 403, 404, 409);
export const MachineParams = z.object({ machineId: z.string().min(1).max(300) });
const GuideParams = MachineParams.extend({ guideId: z.string().min(1).max(100) });
const GuideBody = z.object({ guide: GuideSchema });
export const tags = ['troubleshooting'];

/**
 * One machine's troubleshooting guides (docs/product.md#guide-lists): everyone
 * signed in reads, administrators save and delete.
 */
export async function guidesRoutes(app: App, { guides }: { guides: GuidesService }) {
  app.get(
    '/api/v1/machines/:machineId/guides',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The guides of one machine, in order',
        params: MachineParams,
        response: { 200: z.object({ items: z.array(GuideSchema) }), ...errors },
      },
    },
    async (request) => ({ items: await guides.listForMachine(request.params.machineId) }),
  );

  app.get(
    '/api/v1/machines/:machineId/guides/:guideId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One guide of a machine',
        params: GuideParams,
        response: { 200: GuideBody, ...errors },
      },
    },
    async (request) => ({
      guide: await guides.get(request.params.machineId, request.params.guideId),
    }),
  );

  app.post(
    '/api/v1/troubleshooting/guides',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Save a guide: with an id it replaces that guide, without one it is appended',
        body: SaveGuideInput,
        response: { 200: GuideBody, 201: GuideBody, ...errors },
      },
    },
    async (request, reply) => {
      const { machineId, guide: draft } = request.body;
      const { guide, created } = await guides.save(machineId, draft, requestActor(request));
      return reply.status(created ? 201 : 200).send({ guide });
    },
  );

  app.delete(
    '/api/v1/troubleshooting/guides',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a guide by machine id and guide id',
        querystring: DeleteGuideQuery,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { machineId, guideId } = request.query;
      return { message: await guides.delete(machineId, guideId, requestActor(request)) };
    },
  );
}

/** The machine's whole guides section at once: listed guides in order, the others deleted. */
export async function guideSectionRoutes(app: App, { guides }: { guides: GuidesService }) {
  app.put(
    '/api/v1/machines/:machineId/details/troubleshootingGuides',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace the machine’s guides section: listed guides in order, others deleted',
        params: MachineParams,
        body: z.object({ items: z.array(GuideDraftInput).max(1000) }),
        response: { 200: z.object({ items: z.array(GuideSchema) }), ...errors },
      },
    },
    async (request) => {
      const { machineId } = request.params;
      const actor = requestActor(request);
      return { items: await guides.replaceSection(machineId, request.body.items, actor) };
    },
  );
}

/** Guides across machines: by machine, and full-text search. */
export async function guideBrowseRoutes(app: App, { guides }: { guides: GuidesService }) {
  app.get(
    '/api/v1/troubleshooting/machines',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Machines that have at least one guide, each with its guides',
        querystring: MachinesWithGuidesQuery,
        response: { 200: pageSchema(MachineWithGuidesSchema), ...errors },
      },
    },
    (request) => guides.machinesWithGuides(request.query),
  );

  app.get(
    '/api/v1/troubleshooting/guides',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Full-text search over every guide (title, symptom, error codes, steps)',
        querystring: GuideSearchQuery,
        response: { 200: pageSchema(GuideSearchHitSchema), ...errors },
      },
    },
    (request) => guides.search(request.query),
  );
}

/** The guide categories and severity levels the forms offer. */
export async function guideSettingsRoutes(app: App, { guides }: { guides: GuidesService }) {
  app.get(
    '/api/v1/troubleshooting/settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The guide categories and severity levels the forms offer',
        response: { 200: GuideSettingsSchema, ...errors },
      },
    },
    () => guides.settings(),
  );

  app.put(
    '/api/v1/troubleshooting/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change the guide categories and severity levels',
        body: GuideSettingsSchema,
        response: { 200: GuideSettingsSchema, ...errors },
      },
    },
    (request) => guides.saveSettings(request.body, requestActor(request)),
  );
}
