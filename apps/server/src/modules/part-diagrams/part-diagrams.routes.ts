import {
  pageSchema,
  PartDiagramInput,
  PartDiagramListItemSchema,
  PartDiagramListQuery,
  PartDiagramSchema,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { PartDiagramsService } from './part-diagrams.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);
const MachineParams = z.object({ machineId: z.string().min(1).max(300) });
const DiagramParams = MachineParams.extend({ diagramId: z.string().min(1).max(100) });
const DiagramBody = z.object({ partDiagram: PartDiagramSchema });
const tags = ['part diagrams'];

/** Part diagrams: everyone signed in reads (these routes), administrators write. */
export async function partDiagramsRoutes(
  app: App,
  { partDiagrams: diagrams }: { partDiagrams: PartDiagramsService },
) {
  app.get(
    '/api/v1/part-diagrams',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Every machine’s part diagrams; search by title, part number or part name',
        querystring: PartDiagramListQuery,
        response: { 200: pageSchema(PartDiagramListItemSchema), ...errors },
      },
    },
    (request) => diagrams.list(request.query),
  );

  app.get(
    '/api/v1/machines/:machineId/part-diagrams',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The part diagrams of one machine',
        params: MachineParams,
        response: { 200: z.object({ items: z.array(PartDiagramSchema) }), ...errors },
      },
    },
    async (request) => ({ items: await diagrams.listForMachine(request.params.machineId) }),
  );

  app.get(
    '/api/v1/machines/:machineId/part-diagrams/:diagramId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One part diagram with its parts and hotspots',
        params: DiagramParams,
        response: { 200: DiagramBody, ...errors },
      },
    },
    async (request) => ({
      partDiagram: await diagrams.get(request.params.machineId, request.params.diagramId),
    }),
  );
}

/** Adding, replacing and deleting a machine's part diagrams: administrators only. */
export async function partDiagramWriteRoutes(
  app: App,
  { partDiagrams: diagrams }: { partDiagrams: PartDiagramsService },
) {
  app.post(
    '/api/v1/machines/:machineId/part-diagrams',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a part diagram from a finished image upload',
        params: MachineParams,
        body: PartDiagramInput,
        response: { 201: DiagramBody, ...errors },
      },
    },
    async (request, reply) => {
      const partDiagram = await diagrams.create(
        request.params.machineId,
        request.body,
        requestActor(request),
      );
      return reply.status(201).send({ partDiagram });
    },
  );

  app.put(
    '/api/v1/machines/:machineId/part-diagrams/:diagramId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace a part diagram’s fields, parts and hotspots (and image, with uploadId)',
        params: DiagramParams,
        body: PartDiagramInput,
        response: { 200: DiagramBody, ...errors },
      },
    },
    async (request) => {
      const { machineId, diagramId } = request.params;
      const actor = requestActor(request);
      return { partDiagram: await diagrams.update(machineId, diagramId, request.body, actor) };
    },
  );

  app.delete(
    '/api/v1/machines/:machineId/part-diagrams/:diagramId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a part diagram',
        params: DiagramParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { machineId, diagramId } = request.params;
      await diagrams.delete(machineId, diagramId, requestActor(request));
      return reply.status(204).send(null);
    },
  );
}
