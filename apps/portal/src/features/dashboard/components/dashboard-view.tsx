import { SimpleGrid, Stack } from '@mantine/core';
import { countLabel, DASHBOARD_CATEGORY_LIMIT, messages, type Dashboard } from '@toolbox/domain';
import { Coffee, FileText, Package, Users } from 'lucide-react';
import { QueryState } from '../../../components/query-state';
import { TwoColumns } from '../../../components/two-columns';
import { useDashboard } from '../api/get-dashboard';
import { CountGrid } from './count-grid';
import { RecentActivity } from './recent-activity';
import { DocumentActivityCard } from '../../../components/document-activity-card';
import type { StatCardProps } from './stat-card';
import { StatCard } from './stat-card';

const categories = (count: number) => countLabel(count, 'category', 'categories');

/**
 * docs/product.md#dashboard: four cards, Recent Activity, Document Categories, Machine
 * Manufacturers.
 */
export function DashboardView() {
  const dashboard = useDashboard();
  return (
    <QueryState
      query={dashboard}
      loadingMessage={messages.dashboard.loading}
      errorMessage={messages.dashboard.failed}
    >
      {(data) => <DashboardCards data={data} />}
    </QueryState>
  );
}

/** The four numbers at the top: users, documents, software and machines. */
function statCards({ users, documents, software, machines }: Dashboard): StatCardProps[] {
  return [
    {
      label: 'Total Users',
      value: users.total,
      detail: `${countLabel(users.admins, 'admin')} · ${countLabel(users.engineers, 'engineer')}`,
      icon: Users,
      color: 'brand',
    },
    {
      label: 'Documents',
      value: documents.total,
      detail: categories(documents.categories),
      icon: FileText,
      color: 'blue',
    },
    {
      label: 'Software Packages',
      value: software.total,
      detail: categories(software.categories),
      icon: Package,
      color: 'violet',
    },
    {
      label: 'Machines',
      value: machines.total,
      detail: countLabel(machines.manufacturers, 'manufacturer'),
      icon: Coffee,
      color: 'orange',
    },
  ];
}

function DashboardCards({ data }: { data: Dashboard }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {statCards(data).map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </SimpleGrid>
      <TwoColumns
        main={
          <Stack gap="lg">
            <RecentActivity items={data.recentActivity} />
            <DocumentActivityCard title="Engineer activity" count={10} />
          </Stack>
        }
        side={
          <Stack gap="lg">
            <CountGrid
              title="Document Categories"
              items={data.documentCategories.slice(0, DASHBOARD_CATEGORY_LIMIT)}
              formatCount={(count) => countLabel(count, 'document')}
              emptyText="No document categories yet."
              hrefFor={(name) => `/documents?category=${encodeURIComponent(name)}`}
            />
            <CountGrid
              title="Machine Manufacturers"
              items={data.manufacturers}
              formatCount={(count) => countLabel(count, 'machine')}
              emptyText="No machines yet."
              hrefFor={(name) => `/machine-types?manufacturer=${encodeURIComponent(name)}`}
            />
          </Stack>
        }
      />
    </Stack>
  );
}
