import { emptyMachineDetails, type Document, type SoftwareItem } from '@toolbox/domain';
import { urls } from '@/lib/urls';
import { json } from './offline-fakes';

const page = <T>(items: T[]) => json({ items, total: items.length, page: 1, pageSize: 100 });

/**
 * The answers "Make available offline" reads for machine m1 (a Jura GIGA X8), for `stubFetch`:
 * its page, details, documents and software lists, each document's record, its downloaded mark
 * and a PDF's text. The files themselves are the test's to add.
 */
export function machineRoutes({
  documents,
  software = [],
  photoPath,
}: {
  documents: Document[];
  software?: SoftwareItem[];
  photoPath?: string;
}): Record<string, () => Response> {
  return {
    [urls.machine('m1')]: json({
      machine: {
        id: 'm1',
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
        manufacturer: 'Jura',
        model: 'GIGA X8',
        ...(photoPath ? { photoPath } : {}),
      },
    }),
    [urls.machineDetails('m1')]: json(emptyMachineDetails()),
    [urls.documents({ machineId: 'm1' })]: page(documents),
    [urls.softwareList({ machineId: 'm1' })]: page(software),
    ...Object.fromEntries(documents.map((d) => [urls.document(d.id), json({ document: d })])),
    ...Object.fromEntries(
      documents.map((d) => [`/api/v1/documents/${encodeURIComponent(d.id)}/downloaded`, json({})]),
    ),
    // Each PDF's text, page by page (kept for searching offline).
    ...Object.fromEntries(
      documents
        .filter((d) => d.fileType === 'pdf')
        .map((d) => [
          urls.documentText(d.id),
          json({
            documentId: d.id,
            title: d.title,
            versionNumber: d.currentVersion,
            status: 'indexed',
            pageCount: 2,
            pages: [
              { pageNumber: 1, text: `${d.title}\nCheck the gasket of the brew group.` },
              { pageNumber: 2, text: 'Soak the zeolite cartridge in descaler for ten minutes.' },
            ],
          }),
        ]),
    ),
  };
}
