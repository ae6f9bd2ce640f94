import { Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { Guide } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { ChevronDown, Download, FileUp, LifeBuoy, Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { useDeleteGuide } from '../api/delete-guide';
import { useMachineGuides } from '../api/get-machine-guides';
import { useReorderGuides } from '../api/reorder-guides';
import { useGuideFeedback } from '../api/get-guide-feedback';
import { guidesExportUrl } from '../api/troubleshooting-cache';
import { guideAddPath, guideImportPath } from './guide-paths';
import { MachineGuidesTable } from './machine-guides-table';
import { QueryState } from '../../../components/query-state';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Add, Import and Export (CSV or JSON) for one machine's guides. */
function GuideActions({ machineId, hasGuides }: { machineId: string; hasGuides: boolean }) {
  return (
    <Group gap="sm">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<Download size={16} aria-hidden />}
            rightSection={<ChevronDown size={14} aria-hidden />}
            disabled={!hasGuides}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={guidesExportUrl(machineId, 'csv')} download>
            Export as CSV
          </Menu.Item>
          <Menu.Item component="a" href={guidesExportUrl(machineId, 'json')} download>
            Export as JSON
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button
        component={Link}
        to={guideImportPath(machineId)}
        variant="default"
        leftSection={<FileUp size={16} aria-hidden />}
      >
        Import
      </Button>
      <Button
        component={Link}
        to={guideAddPath(machineId)}
        leftSection={<Plus size={16} aria-hidden />}
      >
        Add guide
      </Button>
    </Group>
  );
}

/**
 * One machine's troubleshooting guides, in order: move up and down (the whole section is saved in
 * the new order), edit, delete after a confirmation; add, import and export. Used by
 * /troubleshooting/{machineId} and by the machine's own page as its Troubleshooting tab.
 */
export function MachineGuidesPanel({ machineId }: { machineId: string }) {
  const feedback = useGuideFeedback(machineId);
  return (
    <QueryState
      query={useMachineGuides(machineId)}
      loadingMessage="Loading troubleshooting guides..."
      errorMessage={messages.guide.loadFailed}
      notFound={(error) => <ErrorPanel message={error.message} />}
      frame={(panel) => <Card>{panel}</Card>}
    >
      {(guides) => <GuidesPanel machineId={machineId} guides={guides} feedback={feedback.data} />}
    </QueryState>
  );
}

interface GuidesPanelProps {
  machineId: string;
  guides: Guide[];
  feedback: ReturnType<typeof useGuideFeedback>['data'];
}

/** The loaded guides with their actions, and the confirmation before a delete. */
function GuidesPanel({ machineId, guides, feedback }: GuidesPanelProps) {
  const reorder = useReorderGuides(machineId);
  const deleteGuide = useDeleteGuide();
  // The guide stays named while the dialog fades out after closing.
  const [toDelete, setToDelete] = useState<Guide | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);

  const move = (index: number, direction: -1 | 1) => {
    const target = index + direction;
    if (reorder.isPending || target < 0 || target >= guides.length) return;
    const next = [...guides];
    [next[index], next[target]] = [next[target]!, next[index]!];
    reorder.mutate(next, { onError: (failure) => toast.error(errorText(failure)) });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const message = await deleteGuide.mutateAsync({ machineId, guideId: toDelete.id });
      toast.success(message);
    } catch (failure) {
      toast.error(errorText(failure));
    }
    setDeleteOpened(false);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {guides.length === 1 ? '1 guide' : `${guides.length} guides`}, in the order engineers see
          them.
        </Text>
        <GuideActions machineId={machineId} hasGuides={guides.length > 0} />
      </Group>
      <Card padding={0}>
        {guides.length === 0 ? (
          <Stack align="center" gap="sm" py={56} px="md" ta="center">
            <LifeBuoy size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{messages.guide.emptyForMachine}</Text>
            <Text size="sm" c="dimmed">
              Write the first one, or import several from a CSV or JSON file.
            </Text>
          </Stack>
        ) : (
          <MachineGuidesTable
            machineId={machineId}
            guides={guides}
            feedback={feedback}
            onMove={move}
            onDelete={(guide) => {
              setToDelete(guide);
              setDeleteOpened(true);
            }}
          />
        )}
      </Card>
      <ConfirmDialog
        opened={deleteOpened}
        title={messages.guide.deleteTitle}
        message={messages.guide.deleteMessage(toDelete?.title ?? '')}
        confirmText="Delete"
        variant="danger"
        loading={deleteGuide.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteOpened(false)}
      />
    </Stack>
  );
}
