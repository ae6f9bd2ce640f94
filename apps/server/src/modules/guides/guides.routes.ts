import {
  DeleteGuideQuery,
  GUIDE_FILE_FORMATS,
  GuideDraftInput,
  GuideImportInput,
  GuideImportReportSchema,
  GuideSchema,
  GuideSearchHitSchema,
  GuideSearchQuery,
  GuideSettingsSchema,
  guideImportTemplate,
  MachinesWithGuidesQuery,
  MachineWithGuidesSchema,
  pageSchema,
  SaveGuideInput,
} from '@toolbox/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { GuidesImportService } from './guides-import.service';
import type { GuidesService } from './guides.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const MachineParams = z.object({ machineId: z.string().min(1).max(300) });
const GuideParams = MachineParams.extend({ guideId: z.string().min(1).max(100) });
const GuideBody = z.object({ guide: GuideSchema });
const FormatQuery = z.object({ format: z.enum(GUIDE_FILE_FORMATS).default('csv') });
const tags = ['troubleshooting'];

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

function sendFile(reply: FastifyReply, name: string, format: 'csv' | 'json', body: string) {
  return reply
    .type(CONTENT_TYPES[format])
    .header(
      'Content-Disposition',
      `attachment; filename="${name.replace(/[^A-Za-z0-9_-]/g, '_')}.${format}"`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

/**
 * Troubleshooting guides (SPEC.md §7 Machines, derived operations): everyone signed in reads,
 * administrators write, import and change the settings.
 */
export async function guidesRoutes(
  app: App,
  deps: { guides: GuidesService; guidesImport: GuidesImportService },
) {
  const { guides } = deps;

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

  app.get(
    '/api/v1/troubleshooting/machines',
    {
      config: { access: 'user' },
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
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Full-text search over every guide (title, symptom, error codes, steps)',
        querystring: GuideSearchQuery,
        response: { 200: pageSchema(GuideSearchHitSchema), ...errors },
      },
    },
    (request) => guides.search(request.query),
  );

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

  app.post(
    '/api/v1/machines/:machineId/guides/import',
    {
      config: { access: 'admin' },
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import guides from CSV or JSON: a dry run reports, applying writes all or none',
        params: MachineParams,
        body: GuideImportInput,
        response: { 200: GuideImportReportSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    (request) =>
      deps.guidesImport.run(request.params.machineId, request.body, requestActor(request)),
  );

  app.get(
    '/api/v1/machines/:machineId/guides/export',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The machine’s guides as CSV or JSON, in the import’s format',
        params: MachineParams,
        querystring: FormatQuery,
      },
    },
    async (request, reply) => {
      const { machineId } = request.params;
      const body = await deps.guidesImport.export(machineId, request.query.format);
      return sendFile(reply, `${machineId}-guides`, request.query.format, body);
    },
  );

  app.get(
    '/api/v1/troubleshooting/import-template',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A template import file with every column and one example guide',
        querystring: FormatQuery,
      },
    },
    (request, reply) =>
      sendFile(
        reply,
        'troubleshooting-guides-template',
        request.query.format,
        guideImportTemplate(request.query.format),
      ),
  );
}
