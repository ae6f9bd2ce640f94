import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { LegalSection } from './legal-section';

/** The privacy page: what Toolbox does with personal data, in plain words. */
export function PrivacyPolicy() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Privacy"
        description="How Toolbox handles information about the people who use it."
      />

      <Text>
        Toolbox is an internal tool of the service company. It exists so field engineers can reach
        the documents, software and machine information they need, and so administrators can keep
        that content up to date. It only handles personal data for that purpose. It does not show
        advertising, does not sell or share data with third parties, and does not track you across
        other websites.
      </Text>

      <LegalSection title="What we keep">
        <Text>
          Your account (email address, display name, role, team and whether it is active), the
          device you enabled notifications on, and a record of sign-ins and refused access. The{' '}
          <Anchor component={Link} to="/app/data-disclosure">
            data disclosure
          </Anchor>{' '}
          page lists every item, why it is kept, for how long and who can see it.
        </Text>
      </LegalSection>

      <LegalSection title="Cookies and browser storage">
        <List spacing={4}>
          <List.Item>
            One session cookie keeps you signed in. It cannot be read by scripts on the page and
            ends when you sign out or the session expires.
          </List.Item>
          <List.Item>
            The portal stores a few small settings in your browser, such as a ticked
            &quot;Don&apos;t ask me again&quot;. They are removed when you sign out.
          </List.Item>
          <List.Item>
            The engineer toolbox keeps what you make available offline (machine pages, documents,
            software) and a short queue of views in your browser&apos;s storage, so it works without
            signal. You can remove it at any time from the toolbox&apos;s Offline page.
          </List.Item>
          <List.Item>No analytics or advertising cookies are used.</List.Item>
        </List>
      </LegalSection>

      <LegalSection title="Security">
        <Text>
          Passwords are stored only as a one-way hash. Repeated failed sign-ins temporarily lock the
          account. After 30 minutes without activity the portal signs you out. Attempts to open
          areas you have no access to are logged, so misuse can be noticed and investigated.
        </Text>
      </LegalSection>

      <LegalSection title="Your choices">
        <List spacing={4}>
          <List.Item>
            Notifications are optional. You can refuse them when asked, or turn them off in your
            browser at any time; the stored device entry is then no longer used.
          </List.Item>
          <List.Item>
            To see, correct or remove what is stored about you, ask a Toolbox administrator of your
            company.
          </List.Item>
        </List>
      </LegalSection>
    </Stack>
  );
}
