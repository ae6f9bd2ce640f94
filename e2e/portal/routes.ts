import type { APIRequestContext } from '@playwright/test';
import type { TestUser } from '../fixtures';
import { seedMachine } from '../toolbox/seed';

/**
 * Every signed-in route of the portal, with seeded content behind the ones that show a record:
 * the accessibility and reflow checks walk the same list.
 */
export async function portalRoutes(
  adminApi: APIRequestContext,
  createUser: (overrides?: Partial<TestUser>) => Promise<TestUser>,
): Promise<string[]> {
  const machine = await seedMachine(adminApi);
  const engineer = await createUser({ displayName: 'Axel Audit' });
  const users = (await (
    await adminApi.get(`/api/v1/users?search=${encodeURIComponent(engineer.email)}`)
  ).json()) as { items: { id: string }[] };
  const userId = users.items[0]!.id;
  const m = encodeURIComponent(machine.id);
  return [
    '/dashboard',
    '/users',
    '/users/add',
    `/users/edit/${userId}`,
    `/users/${userId}`,
    '/documents',
    '/documents/upload',
    `/documents/${machine.documentId}`,
    `/documents/${machine.documentId}/update`,
    '/software',
    '/software/upload',
    `/software/${machine.softwareId}`,
    `/software/${machine.softwareId}/edit`,
    '/machine-types',
    '/machine-types/add',
    '/machine-types/labels',
    `/machine-types/labels/print?format=a4&ids=${m}`,
    `/machine-types/edit/${m}`,
    `/machine-types/${m}`,
    '/troubleshooting',
    '/troubleshooting/settings',
    '/machine-select-for-guide',
    `/troubleshooting/${m}`,
    `/troubleshooting/${m}/add`,
    `/troubleshooting/${m}/edit/${machine.guideId}`,
    `/troubleshooting/${m}/import`,
    '/maintenance',
    '/parts',
    `/machine-types/${m}/part-diagrams/add`,
    `/machine-types/${m}/part-diagrams/${machine.diagramId}`,
    `/machine-types/${m}/part-diagrams/${machine.diagramId}/edit`,
    '/specifications',
    '/specifications/add',
    '/settings',
    '/settings?tab=notifications',
    '/settings?tab=preferences',
    '/settings?tab=system',
    '/settings?tab=import',
    '/settings?tab=audit',
    '/toast-demo',
    '/no-such-page',
  ];
}
