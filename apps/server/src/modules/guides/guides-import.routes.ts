import {
  GUIDE_FILE_FORMATS,
  GuideImportInput,
  GuideImportReportSchema,
  guideImportTemplate,
} from '@toolbox/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses, rawContent, type App, type DocumentedResponse } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { GuidesImportService } from './guides-import.service';
import { MachineParams, tags } from './guides.routes';

const FormatQuery = z.object({ format: z.enum(GUIDE_FILE_FORMATS).default('csv') });
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/**
 * The export's answer, for the OpenAPI document: a file to save, CSV unless `format=json` asks
 * for the import's JSON (`{ guides: [...] }`), each described as it is sent.
 */
const FILE_RESPONSES = {
  200: {
    description:
      'A file to save: `text/csv` (the default), or `application/json` with `format=json`',
    content: {
      ...rawContent('text/csv', ''),
      'application/json': {
        schema: {
          type: 'object',
          required: ['guides'],
          properties: { guides: { type: 'array', items: { type: 'object' } } },
        },
      },
    },
  },
} satisfies Record<number, DocumentedResponse>;

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
 * Guides in and out as CSV or JSON: administrators import (a dry run reports, applying writes all
 * or none), everyone signed in exports a machine's guides or fetches the template.
 */
export async function guideImportRoutes(
  app: App,
  { guidesImport }: { guidesImport: GuidesImportService },
) {
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
    (request) => guidesImport.run(request.params.machineId, request.body, requestActor(request)),
  );

  app.get(
    '/api/v1/machines/:machineId/guides/export',
    {
      config: { access: 'user', responses: FILE_RESPONSES },
      schema: {
        tags,
        summary: 'The machine’s guides as CSV or JSON, in the import’s format',
        params: MachineParams,
        querystring: FormatQuery,
      },
    },
    async (request, reply) => {
      const { machineId } = request.params;
      const body = await guidesImport.export(machineId, request.query.format);
      return sendFile(reply, `${machineId}-guides`, request.query.format, body);
    },
  );

  app.get(
    '/api/v1/troubleshooting/import-template',
    {
      config: { access: 'user', responses: FILE_RESPONSES },
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
