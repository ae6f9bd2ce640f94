const enc = encodeURIComponent;

/** Where the toolbox is served: the router's basename and the service worker's scope. */
export const BASE_PATH = '/toolbox';

/** The router's pattern for every screen. */
export const routes = {
  login: '/login',
  machines: '/machines',
  machine: '/machines/:machineId',
  guide: '/machines/:machineId/guides/:guideId',
  partDiagram: '/machines/:machineId/part-diagrams/:diagramId',
  documents: '/documents',
  document: '/documents/:id',
  softwareList: '/software',
  software: '/software/:id',
  offline: '/offline',
  scan: '/scan',
} as const;

/** Links to the screens, relative to the router's basename. */
export const paths = {
  home: () => '/',
  login: () => routes.login,
  machines: () => routes.machines,
  machine: (machineId: string) => `/machines/${enc(machineId)}`,
  guide: (machineId: string, guideId: string) =>
    `/machines/${enc(machineId)}/guides/${enc(guideId)}`,
  partDiagram: (machineId: string, diagramId: string) =>
    `/machines/${enc(machineId)}/part-diagrams/${enc(diagramId)}`,
  documents: () => routes.documents,
  document: (id: string) => `/documents/${enc(id)}`,
  softwareList: () => routes.softwareList,
  software: (id: string) => `/software/${enc(id)}`,
  offline: () => routes.offline,
  scan: () => routes.scan,
};

/**
 * Where a notification opens in the toolbox, as a full path (the service worker opens it too).
 * The product's links (docs/product.md#notification-payloads) are the portal's (`/documents/{id}`,
 * `/software/{id}`); the toolbox maps them to its own pages.
 */
export function toolboxUrlFor(data: Record<string, unknown>): string {
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  if (text('type') === 'document' && text('documentId'))
    return `${BASE_PATH}${paths.document(text('documentId'))}`;
  if (text('type') === 'software' && text('softwareId'))
    return `${BASE_PATH}${paths.software(text('softwareId'))}`;
  const match = /^\/(documents|software)\/([^/?#]+)$/.exec(text('url'));
  if (match) return `${BASE_PATH}/${match[1]}/${match[2]}`;
  return `${BASE_PATH}/`;
}
