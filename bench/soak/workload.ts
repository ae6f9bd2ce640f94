import { AUDIT_ACTIONS, USER_SORT_FIELDS, USER_STATUS_FILTERS } from '../../packages/domain/src';
import type { SeedSize } from '../dashboard/seed';

/** A deterministic generator (mulberry32), so two runs send the same requests in the same order. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof randomFrom>;

const WORDS = ['document', 'manual', 'pump', 'boiler', 'grinder', 'service', 'bench', 'e05'];
const AUDIT_ACTION_NAMES = Object.values(AUDIT_ACTIONS);

function query(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Most list requests ask a first page; some go deep, as a scrolling administrator does. */
const pageOf = (random: Random, pages: number) =>
  random.next() < 0.5 ? 1 : random.int(1, Math.max(1, pages));
const pageSize = (random: Random) => random.pick([10, 25, 25, 50, 100]);

/** A search term that is new most of the time: every distinct query string is a distinct key. */
const searchTerm = (random: Random, upTo: number) =>
  random.next() < 0.6 ? `${random.pick(WORDS)} ${random.int(1, upTo)}` : random.pick(WORDS);

/**
 * The next list request of the mix, by weight: documents 35 %, software 20 %, users 15 %, audit
 * 15 %, machines 15 % (one machine, or now and then the whole catalogue the pickers load). Pages,
 * page sizes, filters and searches vary, so any cache keyed by URL, query or filter sees thousands
 * of different keys over a run.
 */
export function nextListUrl(random: Random, size: SeedSize & { auditEntries: number }): string {
  const kind = random.next();
  if (kind < 0.35) {
    const filter = random.next();
    return query('/api/v1/documents', {
      page: pageOf(random, 200),
      pageSize: pageSize(random),
      search: filter < 0.4 ? searchTerm(random, size.documents) : undefined,
      category: filter >= 0.4 && filter < 0.6 ? `Category ${random.int(0, 29)}` : undefined,
      machineId:
        filter >= 0.6 && filter < 0.8 ? `bench_m${random.int(1, size.machines)}` : undefined,
    });
  }
  if (kind < 0.55) {
    const filter = random.next();
    return query('/api/v1/software', {
      page: pageOf(random, 50),
      pageSize: pageSize(random),
      search: filter < 0.3 ? `package ${random.int(1, size.software)}` : undefined,
      category:
        filter >= 0.3 && filter < 0.5 ? `Software category ${random.int(0, 19)}` : undefined,
      machineId:
        filter >= 0.5 && filter < 0.7 ? `bench_m${random.int(1, size.machines)}` : undefined,
      sort: random.pick(['uploadDate', 'uploadDate', 'version', 'name']),
      order: random.pick(['asc', 'desc']),
    });
  }
  if (kind < 0.7) {
    const filter = random.next();
    return query('/api/v1/users', {
      page: pageOf(random, 40),
      pageSize: pageSize(random),
      search: filter < 0.4 ? `bench ${random.int(1, size.users)}` : undefined,
      role: filter >= 0.4 && filter < 0.6 ? random.pick(['Admin', 'Engineer']) : undefined,
      status: filter >= 0.6 && filter < 0.8 ? random.pick(USER_STATUS_FILTERS) : undefined,
      sort: random.pick(USER_SORT_FIELDS),
      order: random.pick(['asc', 'desc']),
    });
  }
  if (kind < 0.85) {
    const filter = random.next();
    const daysBack = random.int(1, 60);
    return query('/api/v1/audit', {
      page: pageOf(random, 100),
      pageSize: pageSize(random),
      action: filter < 0.4 ? random.pick(AUDIT_ACTION_NAMES) : undefined,
      actorId:
        filter >= 0.4 && filter < 0.6 ? `bench-user-${random.int(1, size.users)}` : undefined,
      from:
        filter >= 0.6 && filter < 0.8
          ? new Date(Date.now() - daysBack * 86_400_000).toISOString()
          : undefined,
    });
  }
  return random.next() < 0.1
    ? '/api/v1/machines'
    : `/api/v1/machines/bench_m${random.int(1, size.machines)}`;
}
