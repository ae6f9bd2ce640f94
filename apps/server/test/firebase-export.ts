import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Canvas, makeManualPdf, makeZip } from '../src/demo/files';
import { parseHashConfig } from '../src/import/firebase/hash-config';
import { firebaseScrypt } from '../src/modules/auth/firebase-scrypt';

/**
 * Firebase's documented sample project (github.com/firebase/scrypt), as its console shows the
 * password hash parameters.
 */
export const SAMPLE_HASH_CONFIG = `hash_config {
  algorithm: SCRYPT,
  base64_signer_key: jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==,
  base64_salt_separator: Bw==,
  rounds: 8,
  mem_cost: 14,
}`;

/** A Firestore timestamp as firestore-export (node-firestore-import-export) writes it. */
export const exportedTimestamp = (ms: number) => ({
  __datatype__: 'timestamp',
  value: { _seconds: Math.floor(ms / 1000), _nanoseconds: (ms % 1000) * 1e6 },
});

const sha256 = (bytes: Buffer) =>
  crypto.createHash('sha256').update(bytes).digest('hex').toUpperCase();

/** An account of the export with the password it was made with (null: no password). */
export type ExportedUser = { uid: string; email: string; password: string | null; role: string };

/** What the generator wrote and what a correct import of it gives. */
export type FirebaseExport = {
  auth: string;
  hashConfig: string;
  firestore: string;
  storage: string;
  /** `npm run import:firebase`'s arguments for the four inputs. */
  args: string[];
  users: ExportedUser[];
  /** Records per collection that must be imported, and the broken ones that must be reported. */
  expected: Record<
    'users' | 'machines' | 'documents' | 'software' | 'machine_details',
    { imported: number; failed: Record<string, RegExp> }
  >;
  /** A document with three versions, its current file's bytes, and a manual's text. */
  sample: {
    documentId: string;
    versions: number;
    currentBytes: Buffer;
    title: string;
    /** A machine with specifications, a guide with a step image and a part diagram. */
    machineWithDetails: string;
  };
};

const CATEGORIES = ['Maintenance', 'User Guide', 'Cleaning', 'Troubleshooting', 'Service'];
const BASE_DATE = Date.UTC(2021, 0, 4, 9, 0, 0);
const DAY = 86_400_000;

/**
 * Writes a realistic Firebase project export into `folder` (issue #20): `users.json` as
 * `firebase auth:export --format=json` writes it, with real Firebase-scrypt hashes made with the
 * sample parameters; `hash-config.txt` as the console shows them; `firestore.json` as
 * firestore-export writes it; and `storage/`, the bucket's objects under their names (real PDF,
 * PNG and ZIP files whose hashes match). Then the broken records an import must report: a missing
 * file, a wrong hash, an unknown machine, a malformed date.
 */
export async function writeFirebaseExport(
  folder: string,
  size: { users?: number; machines?: number; documents?: number; software?: number } = {},
): Promise<FirebaseExport> {
  const counts = { users: 50, machines: 20, documents: 300, software: 20, ...size };
  const storage = path.join(folder, 'storage');
  const put = (objectName: string, bytes: Buffer) => {
    const file = path.join(storage, objectName);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    return { filePath: objectName, sha256FileHash: sha256(bytes), fileSizeKB: bytes.length / 1024 };
  };
  const config = parseHashConfig(SAMPLE_HASH_CONFIG);

  // Users: one administrator (role spelt as the original did), engineers, two accounts that
  // signed in with Google (no password), one disabled.
  const users: ExportedUser[] = [];
  const accounts: unknown[] = [];
  const profiles: Record<string, unknown> = {};
  for (let i = 0; i < counts.users; i += 1) {
    const uid = `fbUser${String(i).padStart(3, '0')}${crypto.randomBytes(4).toString('hex')}`;
    // Accounts that signed in with Google: the last one, and one in every 25.
    const hasPassword = i !== counts.users - 1 && i % 25 !== 24;
    const user: ExportedUser = {
      uid,
      email: i === 0 ? 'admin@coffee-service.example' : `engineer${i}@coffee-service.example`,
      password: hasPassword ? `firebase-password-${i}` : null,
      role: i === 0 ? 'Admin' : i % 3 === 0 ? 'engineer' : 'Engineer',
    };
    users.push(user);
    const salt = crypto.randomBytes(12);
    const hash = user.password ? await firebaseScrypt(user.password, salt, config) : null;
    accounts.push({
      localId: uid,
      email: user.email,
      emailVerified: true,
      displayName: i === 0 ? 'Ada Admin' : `Engineer ${i}`,
      disabled: i === 7,
      createdAt: String(BASE_DATE + i * DAY),
      lastSignedInAt: String(BASE_DATE + 400 * DAY),
      ...(hash ? { passwordHash: hash.toString('base64'), salt: salt.toString('base64') } : {}),
      providerUserInfo: hash ? [] : [{ providerId: 'google.com', rawId: `g${i}` }],
    });
    profiles[uid] = {
      email: user.email,
      displayName: i === 0 ? 'Ada Admin' : `Engineer ${i}`,
      role: user.role,
      team: i % 2 ? 'North' : 'South',
      status: i === 7 ? 'inactive' : 'active',
      disabled: i === 7,
      fcmToken: `token-${i}`,
      createdAt: exportedTimestamp(BASE_DATE + i * DAY),
      updatedAt: exportedTimestamp(BASE_DATE + (i + 10) * DAY),
    };
  }
  // A profile whose date cannot be read: the account is reported, not imported with defaults.
  const badDateUser = users[counts.users - 2]!;
  (profiles[badDateUser.uid] as Record<string, unknown>).createdAt = 'last tuesday';

  // Machines, temporary ones among them, and details for every other machine.
  const machines: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const machineIds: string[] = [];
  const makers = ['Jura', 'WMF', 'Franke', 'Schaerer', 'Eversys'];
  for (let i = 0; i < counts.machines; i += 1) {
    const manufacturer = makers[i % makers.length]!;
    const model = `Model ${i}`;
    const id = i % 7 === 6 ? `temp_${BASE_DATE + i}` : `${manufacturer.toLowerCase()}_model${i}`;
    machineIds.push(id);
    machines[id] = {
      manufacturer,
      model,
      createdAt: exportedTimestamp(BASE_DATE + i * DAY),
      updatedAt: exportedTimestamp(BASE_DATE + i * DAY),
    };
    if (i % 2 === 0) {
      const photo = new Canvas(120, 80, [250, 250, 245]);
      photo.circle(60, 40, 20 + (i % 10), [120, 70, 30]);
      const stepImage = put(`machine_details/${id}/step-${i}.png`, photo.png());
      const diagram = new Canvas(200, 140);
      diagram.frame(20, 20, 160, 100, [40, 40, 40]);
      diagram.circle(60 + i, 70, 12, [200, 30, 30]);
      const diagramImage = put(`machine_details/${id}/diagram.png`, diagram.png());
      details[id] = {
        specifications: [
          { group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' },
          { group: 'Electrical', label: 'Power', value: String(1400 + i * 10), unit: 'W' },
          { group: 'Water tank', label: 'Capacity', value: '2.4', unit: 'l' },
        ],
        maintenanceProcedures: [{ title: 'Descale', intervalDays: 90, steps: ['Empty', 'Rinse'] }],
        troubleshootingGuides: [
          {
            id: `guide_${BASE_DATE + i}`,
            machineId: id,
            title: `Pump runs but no water (${model})`,
            symptom: 'The pump is loud and no water comes out.',
            errorCodes: [`E0${i % 9}`],
            steps: [
              { text: 'Check the water tank is seated.', imagePath: stepImage.filePath },
              { text: 'Clean the inlet filter.' },
            ],
            createdAt: exportedTimestamp(BASE_DATE + i * DAY),
            updatedAt: exportedTimestamp(BASE_DATE + (i + 1) * DAY),
          },
        ],
        partDiagrams: [
          {
            id: `diagram${i}`,
            title: 'Brew group',
            imagePath: diagramImage.filePath,
            parts: [{ positionNumber: '1', partNumber: `55${i}`, name: 'Piston seal' }],
            hotspots: [{ positionNumber: '1', x: 0.3, y: 0.5 }],
          },
        ],
        createdAt: exportedTimestamp(BASE_DATE + i * DAY),
        updatedAt: exportedTimestamp(BASE_DATE + (i + 2) * DAY),
      };
    }
  }
  // Details of a machine nobody has: failed, and its diagram's image not kept.
  const ghostImage = new Canvas(40, 40, [10, 200, 10]);
  details.ghost_machine = {
    specifications: [{ label: 'Voltage', value: '110', unit: 'V' }],
    partDiagrams: [
      {
        title: 'Ghost',
        imagePath: put('machine_details/ghost/diagram.png', ghostImage.png()).filePath,
      },
    ],
  };

  // Documents: most with a versions map (1 to 3 versions), some older ones without, a few images.
  const documents: Record<string, unknown> = {};
  let sample: FirebaseExport['sample'] | undefined;
  for (let i = 0; i < counts.documents; i += 1) {
    const id = `doc${String(i).padStart(4, '0')}${crypto.randomBytes(6).toString('hex')}`;
    const title = `Service manual ${i}`;
    const isImage = i % 20 === 19;
    const versionCount = i % 10 === 0 ? 3 : i % 3 === 0 ? 2 : 1;
    const uploadDate = BASE_DATE + i * 3_600_000;
    const versions: Record<string, unknown> = {};
    let current: { filePath: string; sha256FileHash: string; fileSizeKB: number } | undefined;
    let currentBytes: Buffer = Buffer.alloc(0);
    for (let n = 1; n <= versionCount; n += 1) {
      let bytes: Buffer;
      if (isImage) {
        const canvas = new Canvas(64, 48, [255, 255, 255]);
        canvas.circle(32, 24, 10 + n, [20, 20 * (i % 10), 200]);
        bytes = canvas.png();
      } else {
        bytes = makeManualPdf(title, [[`Version ${n} of ${title}.`, 'Descale every 90 days.']]);
      }
      const extension = isImage ? 'png' : 'pdf';
      const objectName =
        n === 1
          ? `documents/${sha256(bytes)}.${extension}`
          : `documents/${id}/v${n}/manual-${i}-v${n}.${extension}`;
      current = put(objectName, bytes);
      currentBytes = bytes;
      versions[String(n)] = {
        versionNumber: n,
        fileUrl: `https://firebasestorage.googleapis.com/v0/b/project.appspot.com/o/${encodeURIComponent(objectName)}`,
        ...current,
        uploadDate: exportedTimestamp(uploadDate + (n - 1) * 7 * DAY),
        uploadedBy: users[0]!.email,
        author: 'Service team',
        changes: n === 1 ? 'Initial version' : `Revision ${n}`,
      };
    }
    const machineLinks = [machineIds[i % machineIds.length]!];
    const old = i % 25 === 4; // written before the original had versions
    documents[id] = {
      title,
      description: `How to service machine ${i}.`,
      author: 'Service team',
      category: i % 4 === 0 ? CATEGORIES[i % 5] : [CATEGORIES[i % 5], 'Service'],
      machineIds: machineLinks,
      ...current,
      downloadURL: 'https://firebasestorage.googleapis.com/…',
      fileType: isImage ? 'png' : 'pdf',
      isDownloaded: i % 2 === 0,
      currentVersion: old ? 1 : versionCount,
      uploadDate: exportedTimestamp(uploadDate),
      lastUpdated: exportedTimestamp(uploadDate + (versionCount - 1) * 7 * DAY),
      uploadedBy: users[0]!.email,
      sendNotification: false,
      ...(old ? {} : { versions }),
    };
    if (old) {
      // Only version 1's file, at the top level.
      const bytes = makeManualPdf(title, [['The only version.']]);
      Object.assign(documents[id] as object, put(`documents/${sha256(bytes)}.pdf`, bytes));
    }
    if (!sample && versionCount === 3 && !isImage && !old) {
      sample = {
        documentId: id,
        versions: 3,
        currentBytes,
        title,
        machineWithDetails: machineIds[0]!,
      };
    }
  }
  const pdf = (text: string) => makeManualPdf(text, [[text]]);
  const missing = pdf('never uploaded');
  documents.brokenMissingFile = {
    title: 'Missing file',
    category: 'Service',
    filePath: `documents/${sha256(missing)}.pdf`,
    sha256FileHash: sha256(missing),
  };
  const wrong = put('documents/wrong-hash.pdf', pdf('wrong hash'));
  documents.brokenWrongHash = {
    title: 'Wrong hash',
    category: 'Service',
    ...wrong,
    sha256FileHash: sha256(pdf('other bytes')),
  };
  documents.brokenUnknownMachine = {
    title: 'Unknown machine',
    category: 'Service',
    machineIds: ['no_such_machine', machineIds[0]],
    uploadDate: exportedTimestamp(BASE_DATE),
    ...put('documents/unknown-machine.pdf', pdf('unknown machine')),
  };
  // Version 1 is there, version 2 is not: failed, and version 1's file not kept either.
  const firstOnly = put('documents/first-of-two.pdf', pdf('first of two'));
  documents.brokenSecondVersion = {
    title: 'Second version missing',
    category: 'Service',
    currentVersion: 2,
    versions: {
      '1': { versionNumber: 1, ...firstOnly },
      '2': { versionNumber: 2, filePath: 'documents/brokenSecondVersion/v2/gone.pdf' },
    },
  };
  documents.brokenDate = {
    title: 'Bad date',
    category: 'Service',
    uploadDate: 'the 32nd of May',
    ...put('documents/bad-date.pdf', pdf('bad date')),
  };

  // Software packages, each a real ZIP at software/{hash}.zip.
  const software: Record<string, unknown> = {};
  for (let i = 0; i < counts.software; i += 1) {
    const zip = makeZip([
      { name: 'firmware.bin', data: crypto.randomBytes(2048) },
      { name: 'README.txt', data: Buffer.from(`Firmware ${i}`) },
    ]);
    software[`sw${String(i).padStart(3, '0')}`] = {
      name: `Firmware ${makers[i % makers.length]}`,
      author: 'Factory',
      category: 'Firmware',
      description: 'Controller firmware.',
      ...put(`software/${sha256(zip)}.zip`, zip),
      downloadURL: 'https://firebasestorage.googleapis.com/…',
      machineIds: [machineIds[i % machineIds.length]],
      minVersion: '1.0',
      password: i % 2 ? 'coffee' : '',
      version: `2.${i}.0`,
      uploadDate: exportedTimestamp(BASE_DATE + 200 * DAY + i * DAY),
      uploadedBy: users[0]!.email,
      sendNotification: false,
    };
  }
  const otherZip = makeZip([{ name: 'a.txt', data: Buffer.from('a') }]);
  software.brokenSoftwareHash = {
    ...(software.sw000 as object),
    ...put('software/renamed.zip', makeZip([{ name: 'b.txt', data: Buffer.from('b') }])),
    sha256FileHash: sha256(otherZip),
  };

  const files = {
    auth: path.join(folder, 'users.json'),
    hashConfig: path.join(folder, 'hash-config.txt'),
    firestore: path.join(folder, 'firestore.json'),
  };
  fs.writeFileSync(files.auth, JSON.stringify({ users: accounts }, null, 2));
  fs.writeFileSync(files.hashConfig, SAMPLE_HASH_CONFIG);
  fs.writeFileSync(
    files.firestore,
    JSON.stringify({
      __collections__: {
        users: profiles,
        machines,
        machine_details: details,
        documents,
        software,
        document_activity: { a1: { userId: users[1]!.uid, documentId: 'x' } },
      },
    }),
  );
  if (!sample) throw new Error('too few documents for a sample with three versions');
  return {
    ...files,
    storage,
    args: [
      '--auth',
      files.auth,
      '--hash-config',
      files.hashConfig,
      '--firestore',
      files.firestore,
      '--storage',
      storage,
    ],
    users,
    sample,
    expected: {
      users: {
        imported: counts.users - 1,
        failed: { [badDateUser.uid]: /not a date: "last tuesday"/ },
      },
      machines: { imported: counts.machines, failed: {} },
      documents: {
        imported: counts.documents + 1,
        failed: {
          brokenMissingFile: /file missing from --storage: documents\/[0-9A-F]{64}\.pdf/,
          brokenWrongHash: /SHA-256 of documents\/wrong-hash\.pdf is [0-9A-F]{64}, the record says/,
          brokenDate: /not a date: "the 32nd of May"/,
          brokenSecondVersion:
            /file missing from --storage: documents\/brokenSecondVersion\/v2\/gone\.pdf/,
        },
      },
      software: {
        imported: counts.software,
        failed: { brokenSoftwareHash: /SHA-256 of software\/renamed\.zip is/ },
      },
      machine_details: {
        imported: Math.ceil(counts.machines / 2),
        failed: { ghost_machine: /machine "ghost_machine" not found/ },
      },
    },
  };
}
