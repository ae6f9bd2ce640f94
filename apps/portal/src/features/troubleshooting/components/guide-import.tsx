import { Anchor, Button, Card, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { GuideFileFormat, GuideImportReport } from '@toolbox/domain';
import {
  GUIDE_CSV_COLUMNS,
  GUIDE_CSV_LIST_SEPARATOR,
  guideFileFormat,
  messages,
} from '@toolbox/domain';
import { Download, FileCheck2 } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useApplyGuideImport, useCheckGuideImport } from '../api/import-guides';
import { importTemplateUrl } from '../api/troubleshooting-cache';
import { machineGuidesPagePath } from './guide-paths';
import { ImportPreview, importSummary } from './import-preview';
import { FormErrorAlert } from '../../../components/form-error-alert';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function TemplateHelp() {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Templates:
        </Text>
        {(['csv', 'json'] as const).map((format) => (
          <Anchor
            key={format}
            href={importTemplateUrl(format)}
            download
            size="sm"
            aria-label={`Download the ${format.toUpperCase()} template`}
          >
            <Group gap={4} wrap="nowrap">
              <Download size={14} aria-hidden />
              {format.toUpperCase()}
            </Group>
          </Anchor>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        CSV columns: {GUIDE_CSV_COLUMNS.join(', ')}. List columns hold their items separated by{' '}
        <Code>{GUIDE_CSV_LIST_SEPARATOR}</Code>. A row with an id replaces that guide; a row without
        one adds a new guide.
      </Text>
    </Stack>
  );
}

/** What the checked file would do, row by row, and whether it can be imported. */
function ReportCard({ report }: { report: GuideImportReport }) {
  return (
    <Card padding={0}>
      <Stack gap={0}>
        <Group justify="space-between" p="md" gap="sm">
          <div>
            <Title order={2} fz="lg">
              Preview
            </Title>
            <Text size="sm" c="dimmed" data-testid="import-summary">
              {importSummary(report)}
            </Text>
          </div>
          {report.errorCount > 0 ? (
            <Text size="sm" c="red.8" maw={420}>
              Fix the rows marked in red and choose the file again; nothing is imported while any
              row has errors.
            </Text>
          ) : (
            <Group gap={6} c="teal.8">
              <FileCheck2 size={16} aria-hidden />
              <Text size="sm">Every row is ready to import.</Text>
            </Group>
          )}
        </Group>
        <ImportPreview report={report} />
      </Stack>
    </Card>
  );
}

interface CheckedFile {
  format: GuideFileFormat;
  content: string;
  report: GuideImportReport;
}

/**
 * The chosen file and its dry run: a file of no known format is refused before anything is
 * sent, and only the newest file's answer counts when files are chosen quickly one after another.
 */
function useImportCheck(machineId: string) {
  const check = useCheckGuideImport(machineId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);

  const choose = async (chosen: File | null) => {
    const attempt = ++latest.current;
    setFile(chosen);
    setFileError(undefined);
    setChecked(null);
    setFailure(null);
    setChecking(false);
    if (!chosen) return;
    const format = guideFileFormat(chosen.name);
    if (!format) {
      setFileError(messages.guide.importUnknownFormat);
      return;
    }
    setChecking(true);
    try {
      const content = await chosen.text();
      const report = await check.mutateAsync({ format, content });
      if (attempt === latest.current) setChecked({ format, content, report });
    } catch (error) {
      if (attempt === latest.current) setFailure(errorText(error));
    } finally {
      if (attempt === latest.current) setChecking(false);
    }
  };

  return { file, fileError, checked, failure, setFailure, checking, choose };
}

interface ImportFileCardProps {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** The file to import, and the templates it follows. */
function ImportFileCard({ file, error, disabled, onChoose }: ImportFileCardProps) {
  return (
    <Card>
      <Stack gap="md">
        <FileDropZone
          file={file}
          label="Guides file"
          description="A .csv or .json file in the template's format."
          prompt="Drop a CSV or JSON file here"
          accept=".csv,.json,text/csv,application/json"
          error={error}
          disabled={disabled}
          required
          onChange={onChoose}
        />
        <TemplateHelp />
      </Stack>
    </Card>
  );
}

function CheckingStatus() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        Checking the file...
      </Text>
    </Group>
  );
}

/**
 * /troubleshooting/{machineId}/import: choose a CSV or JSON file; it is checked at once (a dry
 * run) and every row shown with what it would do and its errors. Import is offered only when no
 * row has errors, and then writes every row or none. Choosing another file checks again.
 */
export function GuideImport({ machineId }: { machineId: string }) {
  const navigate = useNavigate();
  const apply = useApplyGuideImport(machineId);
  const { file, fileError, checked, failure, setFailure, checking, choose } =
    useImportCheck(machineId);

  const runImport = async () => {
    if (!checked) return;
    setFailure(null);
    try {
      const done = await apply.mutateAsync({ format: checked.format, content: checked.content });
      toast.success(messages.guide.importApplied(done.creates, done.replaces));
      await navigate(machineGuidesPagePath(machineId));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const report = checked?.report;
  const canImport =
    report !== undefined && report.errorCount === 0 && report.rows.length > 0 && !checking;
  return (
    <Stack gap="md">
      <ImportFileCard
        file={file}
        error={fileError}
        disabled={apply.isPending}
        onChoose={(chosen) => void choose(chosen)}
      />

      <FormErrorAlert message={failure} />

      {checking ? <CheckingStatus /> : null}

      {report ? <ReportCard report={report} /> : null}

      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={machineGuidesPagePath(machineId)} variant="default">
          Cancel
        </Button>
        <Button onClick={() => void runImport()} disabled={!canImport} loading={apply.isPending}>
          Import
        </Button>
      </Group>
    </Stack>
  );
}
