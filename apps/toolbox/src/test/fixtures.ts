import type { Document, MachineListItem, SoftwareItem } from '@toolbox/domain';

const AT = '2024-01-01T00:00:00.000Z';

export function makeMachine(overrides: Partial<MachineListItem> = {}): MachineListItem {
  return {
    id: 'm1',
    manufacturer: 'Jura',
    model: 'GIGA X8',
    category: null,
    counts: {
      troubleshootingGuides: 2,
      partDiagrams: 0,
      specifications: 0,
      documents: 3,
      software: 0,
    },
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<Document> = {}): Document {
  return {
    id: 'd1',
    createdAt: AT,
    updatedAt: AT,
    title: 'Descaling',
    description: '',
    author: '',
    filePath: 'documents/d1',
    downloadURL: '',
    fileSizeKB: 1,
    fileType: 'zip',
    sha256FileHash: 'AB'.repeat(32),
    isDownloaded: false,
    category: ['Service'],
    machineIds: [],
    currentVersion: 1,
    uploadDate: AT,
    lastUpdated: AT,
    uploadedBy: 'admin',
    updatedBy: null,
    ...overrides,
  };
}

export function makeSoftware(overrides: Partial<SoftwareItem> = {}): SoftwareItem {
  return {
    id: 's1',
    createdAt: AT,
    updatedAt: AT,
    name: 'Firmware',
    author: '',
    category: 'Firmware',
    description: '',
    downloadURL: '',
    filePath: 'software/s1',
    fileSizeKB: 1,
    machineIds: [],
    minVersion: '',
    password: '',
    sha256FileHash: 'AB'.repeat(32),
    uploadDate: AT,
    uploadedBy: 'admin',
    version: '2.0',
    sendNotification: false,
    isBelowMinVersion: false,
    ...overrides,
  };
}
