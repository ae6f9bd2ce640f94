import { Page } from '../../components/page';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';

export function Component() {
  return (
    <Page title="Dashboard" description="An overview of the content your field engineers rely on.">
      <DashboardView />
    </Page>
  );
}
