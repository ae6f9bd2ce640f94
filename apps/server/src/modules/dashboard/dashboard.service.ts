import {
  DASHBOARD_ACTIVITY_MAX,
  DASHBOARD_ACTIVITY_PER_KIND,
  DASHBOARD_CATEGORY_LIMIT,
  type Dashboard,
} from '@toolbox/domain';
import { awaitAll } from '../../lib/await-all';
import type { DashboardRepository } from './dashboard.repository';

/** The portal dashboard (docs/product.md#dashboard). */
export class DashboardService {
  constructor(private readonly repository: DashboardRepository) {}

  async get(): Promise<Dashboard> {
    const r = this.repository;
    return awaitAll({
      users: r.userCounts(),
      documents: r.documentCounts(),
      software: r.softwareCounts(),
      machines: r.machineCounts(),
      documentCategories: r.documentCategories(DASHBOARD_CATEGORY_LIMIT),
      manufacturers: r.manufacturers(),
      recentActivity: r.recentActivity(DASHBOARD_ACTIVITY_PER_KIND, DASHBOARD_ACTIVITY_MAX),
    });
  }
}
