import { toQueryString } from '@toolbox/client/http';
import { imageUrl, MAX_PAGE_SIZE } from '@toolbox/domain';

const enc = encodeURIComponent;

/**
 * Every API URL the toolbox's screens read. The screens and "Make available offline" build
 * them here, so what is kept for offline use is exactly what a screen asks for.
 */
export const urls = {
  /** A page of the catalogue (the largest), optionally of one manufacturer. */
  machines: (filters: { manufacturer?: string; page?: number } = {}) =>
    `/api/v1/machines${toQueryString({ ...filters, pageSize: MAX_PAGE_SIZE })}`,
  manufacturers: () => '/api/v1/machines/manufacturers',
  machine: (id: string) => `/api/v1/machines/${enc(id)}`,
  /** Specifications, troubleshooting guides and part diagrams of a machine, in one answer. */
  machineDetails: (id: string) => `/api/v1/machines/${enc(id)}/details`,
  documents: (filters: { category?: string; machineId?: string } = {}) =>
    `/api/v1/documents${toQueryString({ ...filters, pageSize: MAX_PAGE_SIZE })}`,
  documentCategories: () => '/api/v1/documents/facets',
  document: (id: string) => `/api/v1/documents/${enc(id)}`,
  /** The current version's text, page by page: kept with a pack for searching offline. */
  documentText: (id: string) => `/api/v1/documents/${enc(id)}/text`,
  documentTextStatus: (id: string) => `/api/v1/documents/${enc(id)}/text/status`,
  textSearch: (q: string, page: number, pageSize: number) =>
    `/api/v1/documents/text-search${toQueryString({ q, page, pageSize })}`,
  /** One version's file: a version never changes, so a kept copy stays that version. */
  documentFile: (id: string, version: number) =>
    `/api/v1/documents/${enc(id)}/versions/${version}/file`,
  /**
   * Ordered by version with the domain comparison (docs/product.md#software-versions), newest
   * first.
   */
  softwareList: (filters: { machineId?: string } = {}) =>
    `/api/v1/software${toQueryString({ ...filters, sort: 'version', pageSize: MAX_PAGE_SIZE })}`,
  software: (id: string) => `/api/v1/software/${enc(id)}`,
  softwareFile: (id: string) => `/api/v1/software/${enc(id)}/file`,
  image: (imagePath: string) => imageUrl(imagePath),
};
