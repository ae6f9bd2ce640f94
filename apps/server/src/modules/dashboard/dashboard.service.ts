import {
  DASHBOARD_ACTIVITY_MAX,
  DASHBOARD_ACTIVITY_PER_KIND,
  DASHBOARD_CATEGORY_LIMIT,
  type Dashboard,
} from '@toolbox/domain';
import type { DashboardRepository } from './dashboard.repository';

/** The portal dashboard (docs/product.md#dashboard). */
export class DashboardService {
  constructor(private readonly repository: DashboardRepository) {}

  async get(): Promise<Dashboard> {
    const r = this.repository;
    const [
      users,
      documents,
      software,
      machines,
      documentCategories,
      manufacturers,
      recentActivity,
    ] = await Promise.all([
      r.userCounts(),
      r.documentCounts(),
      r.softwareCounts(),
      r.machineCounts(),
      r.documentCategories(DASHBOARD_CATEGORY_LIMIT),
      r.manufacturers(),
      r.recentActivity(DASHBOARD_ACTIVITY_PER_KIND, DASHBOARD_ACTIVITY_MAX),
    ]);
    return {
      users,
      documents,
      software,
      machines,
      documentCategories,
      manufacturers,
      recentActivity,
    };
  }
}
