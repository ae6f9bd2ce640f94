import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import type { MachineName, SoftwareItem } from '@toolbox/domain';
import { formatFileSize, messages, relativeAge } from '@toolbox/domain';
import { AlertTriangle, Download, Pencil } from 'lucide-react';
import type { DetailField } from '../../../components/detail-fields';
import { DescriptionText } from '../../../components/description-text';
import { DetailFieldsCard } from '../../../components/detail-fields';
import { FileTypeBadge } from '../../../components/file-type-badge';
import { Page, pageFrame } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { softwareQueryTexts } from './software-query-texts';
import { TwoColumns } from '../../../components/two-columns';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format';
import { useSoftware } from '../api/get-software';
import { useMachines } from '../../../lib/machines';
import { CopyValueButton } from './copy-value-button';
import { LinkButton } from '../../../components/link-button';
import { DeleteSoftwareButton } from './delete-software-button';
import { MachineBadges } from './machine-badges';
import { PasswordValue } from './password-value';
import { VersionText } from './version-badge';

const BACK = { to: '/software', label: 'Software' };

const none = (
  <Text span size="sm" c="dimmed">
    None
  </Text>
);

function packageFields(software: SoftwareItem): DetailField[] {
  return [
    { label: 'Version', value: <VersionText software={software} /> },
    { label: 'Minimum version', value: software.minVersion || none },
    { label: 'Category', value: software.category },
    { label: 'Size', value: formatFileSize(software.fileSizeKB) },
    {
      label: 'Uploaded',
      value: relativeAge(software.uploadDate),
      hint: formatDateTime(software.uploadDate),
    },
    { label: 'Uploaded by', value: software.uploadedBy || '—' },
    { label: 'Author', value: software.author || '—' },
    {
      label: 'Notification',
      value: software.sendNotification ? 'Requested on upload' : 'Not requested',
    },
  ];
}

function accessFields(software: SoftwareItem, machines: readonly MachineName[] | undefined) {
  return [
    {
      label: 'SHA-256',
      value: (
        <Group gap={4} wrap="nowrap" align="flex-start" component="span">
          <Text span size="xs" ff="monospace" data-testid="software-sha256" style={{ minWidth: 0 }}>
            {software.sha256FileHash}
          </Text>
          <CopyValueButton value={software.sha256FileHash} label="Copy SHA-256" />
        </Group>
      ),
    },
    { label: 'Password', value: <PasswordValue password={software.password} /> },
    {
      label: 'Machines',
      value: <MachineBadges ids={software.machineIds} machines={machines} />,
    },
  ] satisfies DetailField[];
}

/**
 * /software/:id: the package's facts, hash and password, Download, and Delete. A package that does
 * not exist (any more) gets the product's message (docs/product.md#software-validation) and the
 * way back to the list.
 */
export function SoftwareDetailView({ id }: { id: string }) {
  return (
    <QueryState
      query={useSoftware(id)}
      {...softwareQueryTexts}
      frame={pageFrame({ title: 'Software package', back: BACK }, { inCard: true })}
    >
      {(software) => <SoftwareDetail software={software} />}
    </QueryState>
  );
}

function SoftwareDetail({ software }: { software: SoftwareItem }) {
  const { data: machines } = useMachines();

  return (
    <Page
      back={BACK}
      title={software.name}
      badges={
        <Badge variant="light" radius="sm" tt="none" size="lg">
          {software.version}
        </Badge>
      }
      description={`${software.category} · uploaded ${relativeAge(software.uploadDate).toLowerCase()}`}
      actions={
        <>
          <Button
            component="a"
            href={software.downloadURL}
            download
            leftSection={<Download size={16} aria-hidden />}
          >
            Download
          </Button>
          <LinkButton
            to={`/software/${encodeURIComponent(software.id)}/edit`}
            variant="default"
            icon={Pencil}
          >
            Edit
          </LinkButton>
          <DeleteSoftwareButton software={software} />
        </>
      }
    >
      {software.isBelowMinVersion ? (
        <Alert color="orange" variant="light" icon={<AlertTriangle size={18} aria-hidden />}>
          {messages.software.belowMinVersion(software.version, software.minVersion)}
        </Alert>
      ) : null}
      <TwoColumns
        main={
          <DetailFieldsCard
            id="software-package-title"
            title="Package"
            fields={packageFields(software)}
          />
        }
        side={
          <DetailFieldsCard
            id="software-access-title"
            title="File and access"
            aside={<FileTypeBadge type="zip" />}
            fields={accessFields(software, machines)}
            cols={1}
          />
        }
      />
      <SectionCard id="software-description-title" title="Description" h="100%">
        <DescriptionText text={software.description} />
      </SectionCard>
    </Page>
  );
}
