import { DataDisclosure } from '../../features/legal/components/data-disclosure';
import { PublicPage } from '../layout/public-page';

export function Component() {
  return (
    <PublicPage>
      <DataDisclosure />
    </PublicPage>
  );
}
