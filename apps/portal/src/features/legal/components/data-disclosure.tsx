import { Stack, Table, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { LegalSection } from './legal-section';

interface DataItem {
  what: string;
  why: string;
  howLong: string;
  whoSees: string;
}

const ITEMS: DataItem[] = [
  {
    what: 'Account data: email address, display name, role, team, status (active or inactive) and whether the account is disabled, with the dates it was created and last changed',
    why: 'To let you sign in, decide what you may open, and show who added or changed content',
    howLong:
      'As long as the account exists. Removing a user marks the account inactive rather than deleting it, so past changes keep their author; an administrator can have it deleted on request',
    whoSees: 'You, and the administrators of the portal',
  },
  {
    what: 'Password',
    why: 'To check that it is you when you sign in',
    howLong:
      'Until you change it or the account is deleted. Only a one-way hash is stored; nobody can read the password itself',
    whoSees: 'Nobody',
  },
  {
    what: 'Push token and when it was last updated',
    why: 'To send notifications about new documents and software to the device you enabled them on',
    howLong:
      'Until it is replaced by a newer token, notifications are turned off, or the account is deleted',
    whoSees: 'The Toolbox server only; it is never shown on screen',
  },
  {
    what: 'Device info: platform, browser user agent and when the device was last active',
    why: 'To know which device a notification goes to and to spot tokens that are no longer used',
    howLong: 'Kept together with the push token, and replaced when it is updated',
    whoSees: 'The administrators of the portal',
  },
  {
    what: 'Sign-in sessions: a random session id, its expiry, and the IP address and browser user agent it was opened from',
    why: 'To keep you signed in and to let a session be ended when an account is disabled',
    howLong: 'Until you sign out or the session expires',
    whoSees: 'The Toolbox server only',
  },
  {
    what: 'Audit records: sign-ins, failed sign-ins and lockouts, and refused access (your email, name, role, a random session id and the time), plus changes administrators make to content and users',
    why: 'Security: to notice and investigate misuse, and to know who changed what',
    howLong:
      "Kept as an append-only history for as long as the company's retention policy requires; they cannot be edited from the portal",
    whoSees: 'The people who run the Toolbox server for the company',
  },
  {
    what: 'Document activity from the engineer toolbox: which document you viewed or downloaded, and when (a view made without signal is sent when the device is back online)',
    why: "To show each engineer's recent documents to administrators, so they can see which manuals are used and keep them current",
    howLong:
      'Until the document or the account is deleted; views and downloads also appear in the audit records above',
    whoSees: 'You, and the administrators of the portal',
  },
  {
    what: 'Troubleshooting feedback: whether a guide fixed the machine, one answer per guide',
    why: 'To show administrators which guides work and which need improving',
    howLong: 'Until you answer again, or the guide or the account is deleted',
    whoSees: 'The administrators of the portal, as totals per guide',
  },
  {
    what: 'On your device only: machines, documents and software you made available offline, and views waiting to be sent',
    why: 'So the toolbox works at a customer site without signal',
    howLong: "Until you remove them in the toolbox (Offline page) or clear the browser's site data",
    whoSees: 'Only you, on that device; it never leaves it except as the activity above',
  },
];

/** The data disclosure page: every piece of user data Toolbox stores, why, how long, who sees it. */
export function DataDisclosure() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Data disclosure"
        description="Everything Toolbox stores about its users, and why."
      />

      <Text>
        This list is complete: Toolbox stores nothing else about you. Documents, software and
        machine information are company content, not personal data, apart from the name of the
        person who uploaded or changed them.
      </Text>

      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="28%">What</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th>How long</Table.Th>
              <Table.Th>Who can see it</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ITEMS.map((item) => (
              <Table.Tr key={item.what}>
                <Table.Td fw={500}>{item.what}</Table.Td>
                <Table.Td>{item.why}</Table.Td>
                <Table.Td>{item.howLong}</Table.Td>
                <Table.Td>{item.whoSees}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <LegalSection title="Questions and requests">
        <Text>
          To see a copy of what is stored about you, correct it, or have your account deleted, ask a
          Toolbox administrator of your company.
        </Text>
      </LegalSection>
    </Stack>
  );
}
