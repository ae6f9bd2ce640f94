import { describe, expect, it } from 'vitest';
import {
  type ActivityItem,
  countLabel,
  dashboardCategories,
  DashboardSchema,
  mergeRecentActivity,
} from './dashboard.contract';

describe('countLabel', () => {
  it.each<[number, string]>([
    [0, '0 documents'],
    [1, '1 document'],
    [2, '2 documents'],
    [21, '21 documents'],
  ])('%d → %j', (count, expected) => {
    expect(countLabel(count, 'document')).toBe(expected);
  });

  it('takes an irregular plural', () => {
    expect(countLabel(1, 'category', 'categories')).toBe('1 category');
    expect(countLabel(3, 'category', 'categories')).toBe('3 categories');
    expect(countLabel(2, 'machine')).toBe('2 machines');
  });
});

const item = (kind: ActivityItem['kind'], day: number): ActivityItem => ({
  kind,
  id: `${kind}-${day}`,
  title: `${kind} ${day}`,
  detail: null,
  at: new Date(Date.UTC(2024, 0, day)).toISOString(),
  by: null,
});

describe('mergeRecentActivity', () => {
  it('takes the 5 latest of each kind, newest first, at most 10', () => {
    const documents = [1, 3, 5, 7, 9, 11, 13].map((d) => item('document', d));
    const software = [2, 4, 6, 8, 10, 12, 14].map((d) => item('software', d));
    expect(mergeRecentActivity(documents, software).map((i) => i.id)).toEqual([
      'software-14',
      'document-13',
      'software-12',
      'document-11',
      'software-10',
      'document-9',
      'software-8',
      'document-7',
      'software-6',
      'document-5',
    ]);
  });

  it('never lets one kind crowd out the other', () => {
    const documents = [20, 21, 22, 23, 24, 25].map((d) => item('document', d));
    const software = [1, 2].map((d) => item('software', d));
    const merged = mergeRecentActivity(documents, software);
    expect(merged).toHaveLength(7);
    expect(merged.slice(-2).map((i) => i.id)).toEqual(['software-2', 'software-1']);
  });

  it('sorts unreadable times last and copes with empty lists', () => {
    const broken = { ...item('document', 1), id: 'broken', at: 'not a date' };
    expect(mergeRecentActivity([broken, item('document', 2)], []).map((i) => i.id)).toEqual([
      'document-2',
      'broken',
    ]);
    expect(mergeRecentActivity([], [])).toEqual([]);
  });
});

describe('dashboardCategories', () => {
  it('shows the first 8 categories', () => {
    const counts = Array.from({ length: 10 }, (_, i) => ({ name: `C${i}`, count: 10 - i }));
    expect(dashboardCategories(counts).map((c) => c.name)).toEqual([
      'C0',
      'C1',
      'C2',
      'C3',
      'C4',
      'C5',
      'C6',
      'C7',
    ]);
    expect(dashboardCategories(counts.slice(0, 3))).toHaveLength(3);
  });
});

describe('DashboardSchema', () => {
  it('parses the endpoint answer', () => {
    const answer = {
      users: { total: 3, admins: 1, engineers: 2 },
      documents: { total: 4, categories: 2 },
      software: { total: 1, categories: 1 },
      machines: { total: 2, manufacturers: 1 },
      documentCategories: [{ name: 'Service', count: 3 }],
      manufacturers: [{ name: 'Franke', count: 2 }],
      recentActivity: [item('document', 1)],
    };
    expect(DashboardSchema.parse(answer)).toEqual(answer);
  });
});
