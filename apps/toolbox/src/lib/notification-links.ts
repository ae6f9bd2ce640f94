/**
 * Where a notification opens in the toolbox. SPEC.md's links are the portal's
 * (`/documents/{id}`, `/software/{id}`); the toolbox maps them to its own pages.
 */
export function toolboxUrlFor(data: Record<string, unknown>): string {
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  if (text('type') === 'document' && text('documentId'))
    return `/toolbox/documents/${encodeURIComponent(text('documentId'))}`;
  if (text('type') === 'software' && text('softwareId'))
    return `/toolbox/software/${encodeURIComponent(text('softwareId'))}`;
  const match = /^\/(documents|software)\/([^/?#]+)$/.exec(text('url'));
  if (match) return `/toolbox/${match[1]}/${match[2]}`;
  return '/toolbox/';
}
