import { Card, Code } from '@mantine/core';
import { messages } from '@toolbox/domain';
import { MapPinOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { NotFoundPanel } from '../../components/not-found-panel';
import { Page } from '../../components/page';

/**
 * Any other address, for a signed-in administrator (issue #17 item 11): said inside the portal,
 * with the address, instead of a sign-in form they do not need. Signed out, the route guard still
 * sends every unknown path to /login (docs/product.md#routes).
 */
export function Component() {
  const { pathname, search } = useLocation();
  return (
    <Page title={messages.shell.pageNotFound}>
      <Card>
        <NotFoundPanel
          message={messages.shell.pageNotFoundDetail}
          icon={MapPinOff}
          back={{ to: '/dashboard', label: 'Dashboard' }}
          detail={<Code>{`${pathname}${search}`}</Code>}
        />
      </Card>
    </Page>
  );
}
