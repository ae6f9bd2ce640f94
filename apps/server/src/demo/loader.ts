import {
  deriveMachineId,
  DocumentListQuery,
  SoftwareListQuery,
  GuideDraftInput,
  MachineInput,
  PartDiagramInput,
  SpecificationEntryInput,
} from '@toolbox/domain';
import type { Services } from '../app';
import type { Database } from '../db/client';
import { UsersRepository } from '../modules/users/users.repository';
import { DOCUMENTS, ENGINEER_PASSWORD, ENGINEERS, GUIDES, MACHINES, SOFTWARE } from './catalogue';
import { explodedViewDiagram } from './diagram';
import { makeManualPdf, makeZip } from './files';

async function allDocumentTitles(services: Services): Promise<Set<string>> {
  const titles = new Set<string>();
  for (let page = 1; ; page++) {
    const found = await services.documents.list(DocumentListQuery.parse({ page, pageSize: 100 }));
    found.items.forEach((d) => titles.add(d.title));
    if (page * found.pageSize >= found.total) return titles;
  }
}

async function allSoftwareKeys(services: Services): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let page = 1; ; page++) {
    const found = await services.software.list(SoftwareListQuery.parse({ page, pageSize: 100 }));
    found.items.forEach((s) => keys.add(`${s.name}\n${s.version}`));
    if (page * found.pageSize >= found.total) return keys;
  }
}

export type DemoReport = { created: string[]; skipped: string[]; engineerPassword: string };

const fileName = (title: string, extension: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.${extension}`;

/**
 * Loads the sample catalogue through the real services, as an administrator would through the
 * portal: every file is staged as a finished upload and published by the same code that checks
 * and stores a browser's. What already exists (by machine id, title, name and version, email) is
 * skipped, so running it twice adds nothing.
 */
export async function loadDemo(
  services: Services,
  db: Database,
  adminEmail: string,
): Promise<DemoReport> {
  const users = new UsersRepository(db);
  const admin = await users.findByEmail(adminEmail);
  if (!admin) throw new Error(`The administrator ${adminEmail} does not exist yet.`);
  const actor = { id: admin.id, email: admin.email, ip: '127.0.0.1' };
  const report: DemoReport = { created: [], skipped: [], engineerPassword: ENGINEER_PASSWORD };
  const note = (done: boolean, what: string) => (done ? report.created : report.skipped).push(what);
  const context: DemoContext = { services, users, actor, note };
  for (const load of [
    loadMachines,
    loadGuides,
    loadPartDiagram,
    loadDocuments,
    loadSoftware,
    loadEngineers,
  ]) {
    await load(context);
  }
  return report;
}

/** What each step of the load works with: the services, who acts, and the report to note in. */
type DemoContext = {
  services: Services;
  users: UsersRepository;
  actor: { id: string; email: string; ip: string };
  note: (done: boolean, what: string) => void;
};

/** The machines, each with its specifications. */
async function loadMachines({ services, actor, note }: DemoContext): Promise<void> {
  const existingMachines = new Set((await services.machines.names()).map((m) => m.id));
  for (const machine of MACHINES) {
    const id = deriveMachineId(machine.manufacturer, machine.model);
    const isNew = !existingMachines.has(id);
    if (isNew) {
      await services.machines.create(
        MachineInput.parse({
          manufacturer: machine.manufacturer,
          model: machine.model,
          category: machine.category,
          description: machine.description,
        }),
        actor,
      );
      await services.machineDetails.replaceSpecifications(
        id,
        machine.specs.map(([group, label, value, unit]) =>
          SpecificationEntryInput.parse({ group, label, value, unit }),
        ),
        actor,
      );
    }
    note(isNew, `machine ${machine.manufacturer} ${machine.model}`);
  }
}

/** The troubleshooting guides, by title per machine. */
async function loadGuides({ services, actor, note }: DemoContext): Promise<void> {
  for (const guide of GUIDES) {
    const existing = await services.guides.listForMachine(guide.machine);
    const isNew = !existing.some((g) => g.title === guide.title);
    if (isNew) {
      const { machine, steps, ...content } = guide;
      await services.guides.save(
        machine,
        GuideDraftInput.parse({ ...content, steps: steps.map((text) => ({ text })) }),
        actor,
      );
    }
    note(isNew, `guide "${guide.title}"`);
  }
}

/** One exploded-view part diagram with its hotspots. */
async function loadPartDiagram({ services, actor, note }: DemoContext): Promise<void> {
  const diagramMachine = 'franke_a600';
  const diagrams = await services.partDiagrams.listForMachine(diagramMachine);
  const diagram = explodedViewDiagram();
  if (!diagrams.some((d) => d.title === diagram.title)) {
    const uploadId = await services.uploads.stage('image', 'brew-unit.png', diagram.png, actor.id);
    await services.partDiagrams.create(
      diagramMachine,
      PartDiagramInput.parse({ ...diagram.fields, uploadId }),
      actor,
    );
    note(true, `part diagram "${diagram.title}"`);
  } else note(false, `part diagram "${diagram.title}"`);
}

/** The manuals as PDFs; the first gets a second version. */
async function loadDocuments({ services, actor, note }: DemoContext): Promise<void> {
  const documentTitles = await allDocumentTitles(services);
  for (const doc of DOCUMENTS) {
    const isNew = !documentTitles.has(doc.title);
    if (isNew) {
      const pdf = makeManualPdf(doc.title, doc.pages);
      const name = fileName(doc.title, 'pdf');
      const uploadId = await services.uploads.stage('document', name, pdf, actor.id);
      const created = await services.documents.create(
        {
          uploadId,
          title: doc.title,
          description: doc.description,
          author: doc.author,
          category: doc.categories,
          machineIds: doc.machines,
        },
        actor,
      );
      if (doc === DOCUMENTS[0]) {
        // One manual with a history: a second version with its change text.
        const revised = makeManualPdf(`${doc.title} (rev. B)`, [
          ...doc.pages,
          ['4. Changes in rev. B', 'New steam wand gasket part number.'],
        ]);
        const versionId = await services.uploads.stage('document', name, revised, actor.id);
        await services.documents.addVersion(
          created.id,
          { uploadId: versionId, changes: 'Rev. B: steam wand gasket part number' },
          actor,
        );
      }
    }
    note(isNew, `document "${doc.title}"`);
  }
}

/** The software packages as ZIP files. */
async function loadSoftware({ services, actor, note }: DemoContext): Promise<void> {
  const packages = await allSoftwareKeys(services);
  for (const pkg of SOFTWARE) {
    const isNew = !packages.has(`${pkg.name}\n${pkg.version}`);
    if (isNew) {
      const zip = makeZip([
        { name: 'firmware.bin', data: Buffer.from(`${pkg.name} ${pkg.version}\n`.repeat(2000)) },
        {
          name: 'release-notes.txt',
          data: Buffer.from(`${pkg.name} ${pkg.version}\n\n${pkg.description}\n`),
        },
      ]);
      const uploadId = await services.uploads.stage(
        'software',
        fileName(`${pkg.name} ${pkg.version}`, 'zip'),
        zip,
        actor.id,
      );
      const { machines, ...fields } = pkg;
      await services.software.create({ uploadId, ...fields, machineIds: machines }, actor);
    }
    note(isNew, `software ${pkg.name} ${pkg.version}`);
  }
}

/** The engineers’ accounts, each active or not as the catalogue says. */
async function loadEngineers({ services, users, actor, note }: DemoContext): Promise<void> {
  for (const engineer of ENGINEERS) {
    const isNew = !(await users.findByEmail(engineer.email));
    if (isNew) {
      await services.users.createAccount(
        {
          email: engineer.email,
          password: ENGINEER_PASSWORD,
          displayName: engineer.displayName,
          role: 'Engineer',
          team: engineer.team,
          status: engineer.active ? 'active' : 'inactive',
        },
        actor,
      );
    }
    note(isNew, `engineer ${engineer.email}`);
  }
}
