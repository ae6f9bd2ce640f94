import type { MachineListItem, SoftwareItem } from '@toolbox/domain';
import { makeMachine as makeCatalogueMachine } from '../../../test/fixtures';

/** Test data for the software screens' tests. */
export function makeSoftware(overrides: Partial<SoftwareItem> = {}): SoftwareItem {
  const id = overrides.id ?? 'sw-1';
  return {
    id,
    name: 'Grinder firmware',
    author: 'Franke Service',
    category: 'Firmware',
    description: 'Fixes the grinder timing.',
    downloadURL: `/api/v1/software/${id}/file`,
    filePath: 'software/ABC.zip',
    fileSizeKB: 2048,
    machineIds: ['franke_a600'],
    minVersion: '',
    password: '',
    sha256FileHash: 'AB'.repeat(32),
    uploadDate: new Date().toISOString(),
    uploadedBy: 'admin@toolbox.test',
    version: '2.1.0',
    sendNotification: false,
    isBelowMinVersion: false,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMachine(manufacturer: string, model: string): MachineListItem {
  return makeCatalogueMachine({
    id: `${manufacturer}_${model}`.toLowerCase(),
    manufacturer,
    model,
  });
}

export const MACHINES = [makeMachine('Franke', 'A600'), makeMachine('Schaerer', 'Soul')];
