import { queryOptions } from '@tanstack/react-query';
import {
  DocumentListPageSchema,
  DocumentSchema,
  MachineDetailsSchema,
  MachineSchema,
  SoftwareListPageSchema,
  type Document,
  type Machine,
  type MachineDetails,
} from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

/*
 * The catalogue reads more than one feature shows: a machine lists its documents and software,
 * a guide or part diagram reads its machine's details, the offline list names kept documents.
 * They live here so features share them without importing each other.
 */

const DocumentBody = z.object({ document: DocumentSchema });
const MachineBody = z.object({ machine: MachineSchema });

/** The newest documents (a page of the largest size), optionally of one category or machine. */
export const documentsQuery = (filters: { category?: string; machineId?: string } = {}) =>
  queryOptions({
    queryKey: ['documents', filters],
    queryFn: ({ signal }) =>
      api.get(urls.documents(filters), { schema: DocumentListPageSchema, signal }),
  });

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: ['documents', id],
    queryFn: async ({ signal }): Promise<Document> =>
      (await api.get(urls.document(id), { schema: DocumentBody, signal })).document,
  });

export const softwareListQuery = (filters: { machineId?: string } = {}) =>
  queryOptions({
    queryKey: ['software', filters],
    queryFn: ({ signal }) =>
      api.get(urls.softwareList(filters), { schema: SoftwareListPageSchema, signal }),
  });

export const machineQuery = (id: string) =>
  queryOptions({
    queryKey: ['machines', id],
    queryFn: async ({ signal }): Promise<Machine> =>
      (await api.get(urls.machine(id), { schema: MachineBody, signal })).machine,
  });

/** Specifications, troubleshooting guides and part diagrams of a machine, in one answer. */
export const machineDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: ['machines', id, 'details'],
    queryFn: ({ signal }): Promise<MachineDetails> =>
      api.get(urls.machineDetails(id), { schema: MachineDetailsSchema, signal }),
  });
