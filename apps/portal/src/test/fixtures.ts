import type {
  AuditEntry,
  Dashboard,
  Document,
  Machine,
  MachineImpact,
  MachineListItem,
  Page,
  SystemInfo,
  User,
  UserDetail,
} from '@toolbox/domain';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@toolbox.test',
    displayName: 'Ada Admin',
    role: 'Admin',
    team: null,
    status: 'active',
    disabled: false,
    mustChangePassword: false,
    twoFactorEnabled: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    users: { total: 0, admins: 0, engineers: 0 },
    documents: { total: 0, categories: 0 },
    software: { total: 0, categories: 0 },
    machines: { total: 0, manufacturers: 0 },
    documentCategories: [],
    manufacturers: [],
    recentActivity: [],
    ...overrides,
  };
}

export function makeUserDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...makeUser(),
    lastActiveAt: null,
    pushEnabled: false,
    tokenLastUpdated: null,
    deviceInfo: null,
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2024-05-01T10:00:00.000Z',
    action: 'auth.sign-in',
    actorId: 'user-1',
    actorEmail: 'ada@toolbox.test',
    targetType: null,
    targetId: null,
    ip: '127.0.0.1',
    details: {},
    ...overrides,
  };
}

export function page<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, pageSize: 25, ...overrides };
}

export function makeDocument(overrides: Partial<Document> = {}): Document {
  return {
    id: 'doc-1',
    title: 'Brewer service manual',
    description: '',
    author: 'Franke',
    filePath: 'documents/AB.pdf',
    downloadURL: '/api/v1/documents/doc-1/file',
    fileSizeKB: 2048,
    fileType: 'pdf',
    sha256FileHash: 'AB'.repeat(32),
    isDownloaded: false,
    category: ['Maintenance'],
    machineIds: ['franke_a600'],
    currentVersion: 1,
    uploadDate: '2024-01-01T00:00:00.000Z',
    lastUpdated: '2024-01-01T00:00:00.000Z',
    uploadedBy: 'ada@toolbox.test',
    updatedBy: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A machine's record, as GET /api/v1/machines/:id answers it. */
export function recordOf({ counts: _counts, ...machine }: MachineListItem): Machine {
  return {
    description: '',
    photoPath: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...machine,
  };
}

/** A machine as the catalogue lists it, with nothing linked unless `counts` says otherwise. */
export function makeMachine(
  overrides: Partial<Omit<MachineListItem, 'counts'>> & {
    counts?: Partial<MachineListItem['counts']>;
  } = {},
): MachineListItem {
  const { counts, ...fields } = overrides;
  return {
    id: 'franke_a600',
    manufacturer: 'Franke',
    model: 'A600',
    category: null,
    ...fields,
    counts: {
      troubleshootingGuides: 0,
      partDiagrams: 0,
      specifications: 0,
      documents: 0,
      software: 0,
      ...counts,
    },
  };
}

/** What deleting a machine would take with it: nothing unless overridden. */
export function makeMachineImpact(overrides: Partial<MachineImpact> = {}): MachineImpact {
  return {
    troubleshootingGuides: 0,
    partDiagrams: 0,
    specifications: 0,
    maintenanceProcedures: 0,
    documents: 0,
    software: 0,
    ...overrides,
  };
}

/** What GET /api/v1/system answers on a fresh install; `mail` says how mail goes out. */
export function makeSystemInfo(
  transport: 'smtp' | 'outbox' = 'outbox',
  status: 'ok' | 'unavailable' = 'ok',
): SystemInfo {
  return {
    version: '1',
    database: { engine: 'pglite' },
    storage: { backend: 'disk', usedBytes: 0, files: 0 },
    push: { configured: true, keySource: 'generated', subscriptions: 0 },
    mail: {
      transport,
      host: transport === 'smtp' ? 'mail.example.com:587' : null,
      from: 'Toolbox <no-reply@example.com>',
      ...(transport === 'smtp' ? { status } : {}),
    },
  };
}
