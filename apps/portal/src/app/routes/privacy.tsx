import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';
import { PublicPage } from '../layout/public-page';

export function Component() {
  return (
    <PublicPage>
      <PrivacyPolicy />
    </PublicPage>
  );
}
