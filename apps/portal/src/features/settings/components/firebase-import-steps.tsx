import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import { DatabaseZap } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';

/** One input of the command: its option, what it is, and how to get it from Firebase. */
function Input({
  option,
  title,
  children,
}: {
  option: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <List.Item>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {title} <Code>{option}</Code>
        </Text>
        <Text size="sm" component="div">
          {children}
        </Text>
      </Stack>
    </List.Item>
  );
}

/** A command to copy, in a block that wraps on a phone rather than overflowing. */
function Command({ children }: { children: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Code>
  );
}

/**
 * Settings → Import (admins): how to move a company's Firebase project into Toolbox with
 * `npm run import:firebase` (issue #20): the four inputs, the exact console and CLI steps that
 * produce each, and the order to run it in. The command runs at the server's console, not here.
 */
export function FirebaseImportSteps() {
  return (
    <SectionCard
      id="firebase-import-title"
      title="Import from Firebase"
      icon={DatabaseZap}
      gap="md"
    >
      <Text size="sm">
        One command at the server&apos;s console takes over a Firebase project: users keep their
        passwords, machines keep their ids, and documents with their versions, software packages and
        machine details come over with their files, each file checked against its SHA-256. Any input
        may be left out; running it again with the same files changes nothing.
      </Text>
      <Title order={3} fz="md">
        1. Get the four inputs from Firebase
      </Title>
      <List type="ordered" spacing="md">
        <Input option="--auth users.json" title="Users">
          With the Firebase CLI, signed in to the project:
          <Command>firebase auth:export users.json --format=json --project PROJECT_ID</Command>
        </Input>
        <Input option="--hash-config hash-config.txt" title="Password hash parameters">
          In the Firebase console, open Authentication, then Users; in the ⋮ menu above the list of
          users choose <em>Password hash parameters</em>. Copy the whole{' '}
          <Code>hash_config {'{ … }'}</Code> block into a text file.
        </Input>
        <Input option="--firestore firestore.json" title="Firestore">
          In the console, Project settings → Service accounts → <em>Generate new private key</em>{' '}
          gives <Code>service-account.json</Code>. Then, with{' '}
          <Anchor
            href="https://www.npmjs.com/package/node-firestore-import-export"
            target="_blank"
            rel="noreferrer"
          >
            node-firestore-import-export
          </Anchor>
          :
          <Command>
            npx -p node-firestore-import-export firestore-export --accountCredentials
            service-account.json --backupFile firestore.json
          </Command>
        </Input>
        <Input option="--storage storage" title="Storage">
          The bucket&apos;s files, under their names, with the Google Cloud CLI:
          <Command>
            mkdir storage && gsutil -m cp -r &quot;gs://PROJECT_ID.appspot.com/*&quot; storage/
          </Command>
        </Input>
      </List>
      <Title order={3} fz="md">
        2. Run it
      </Title>
      <Text size="sm">
        On the embedded database, stop Toolbox first. Check everything without writing, read the
        report, then import and start Toolbox again:
      </Text>
      <Command>
        npm run import:firebase -- --auth users.json --hash-config hash-config.txt --firestore
        firestore.json --storage storage --dry-run
      </Command>
      <Text size="sm" c="dimmed">
        The same without <Code>--dry-run</Code> imports. It reads the settings{' '}
        <Code>npm start</Code> reads (<Code>DATA_DIR</Code>, <Code>DATABASE_URL</Code>,{' '}
        <Code>STORAGE_URL</Code>) and writes its report to <Code>DATA_DIR/imports</Code>; the newest
        one is shown on this page. The README&apos;s &ldquo;Moving from Firebase&rdquo; explains
        each line of it.
      </Text>
    </SectionCard>
  );
}
