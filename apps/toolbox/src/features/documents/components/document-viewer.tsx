import { Alert, Badge, Box, Group, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isImage, isPdf, messages } from '@toolbox/domain';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PdfPages } from '@toolbox/web/pdf-pages';
import { LoadingPanel } from '@/components/loading-panel';
import { recordDocumentActivity } from '@/lib/offline/activity-queue';
import type { KeptFile } from '@/lib/offline/db';
import {
  fetchVerifiedFile,
  FileUnavailableError,
  type VerifiedFile,
} from '@/lib/offline/verified-file';

/** The file to show: the current version, or the kept copy when the current one can't be had. */
async function loadFile(current: { url: string; sha256: string }, kept: KeptFile | undefined) {
  try {
    return { ...(await fetchVerifiedFile(current.url, current.sha256)), version: 'current' };
  } catch (error) {
    if (error instanceof FileUnavailableError && error.status === 0 && kept) {
      return { ...(await fetchVerifiedFile(kept.url, kept.sha256)), version: kept.version };
    }
    throw error;
  }
}

/**
 * The verified file (checked against its SHA-256), and for an image an object URL for the page.
 * Loaded only for a `viewable` type; the URL is revoked when the file changes or the viewer leaves.
 */
function useVerifiedFile(
  current: { url: string; sha256: string },
  kept: KeptFile | undefined,
  viewable: boolean,
) {
  const file = useQuery({
    queryKey: ['document-file', current.url, current.sha256, kept?.url ?? null],
    queryFn: () => loadFile(current, kept),
    enabled: viewable,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    networkMode: 'always',
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const url = URL.createObjectURL(file.data.blob);
    // The object URL is an outside resource with a lifetime: made here, revoked on cleanup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file.data]);
  return { file, objectUrl };
}

/** Records one view of the document the first time its file opened (queued while offline). */
function useRecordView(documentId: string, opened: boolean) {
  const recorded = useRef(false);
  useEffect(() => {
    if (!opened || recorded.current) return;
    recorded.current = true;
    void recordDocumentActivity(documentId, 'view');
  }, [opened, documentId]);
}

/**
 * A PDF (a page at a time, from `initialPage`) or image shown in the page once its bytes match the
 * record's SHA-256; anything else, or a mismatch, says why it is not shown. Each opening is recorded as a view (queued offline).
 */
export function DocumentViewer({
  documentId,
  title,
  fileType,
  current,
  kept,
  initialPage,
  onPageChange,
}: {
  documentId: string;
  title: string;
  fileType: string;
  current: { url: string; sha256: string };
  kept: KeptFile | undefined;
  /** The PDF page to open at (a search hit's). */
  initialPage?: number;
  onPageChange?: (page: number) => void;
}) {
  const viewable = isPdf(fileType) || isImage(fileType);
  const { file, objectUrl } = useVerifiedFile(current, kept, viewable);
  useRecordView(documentId, Boolean(file.data));

  if (!viewable)
    return (
      <Text size="sm" c="dimmed">
        {fileType.toUpperCase()} files open in another app: keep it on this device, then open it
        from your downloads.
      </Text>
    );
  if (file.isPending) return <LoadingPanel message="Opening and checking the file…" />;
  if (file.isError)
    return (
      <Alert color="red" icon={<ShieldAlert size={18} />} role="alert" data-testid="file-refused">
        {file.error.message}
      </Alert>
    );
  return (
    <Box>
      <FileBadges source={file.data.source} version={file.data.version} />
      {isPdf(fileType) ? (
        <Box bg="var(--mantine-color-gray-1)" style={{ borderRadius: 8, overflow: 'hidden' }}>
          <PdfPages
            source={{ blob: file.data.blob }}
            title={title}
            scrollIntoView={Boolean(initialPage)}
            {...(initialPage ? { initialPage } : {})}
            {...(onPageChange ? { onPageChange } : {})}
          />
        </Box>
      ) : (
        objectUrl && <Image src={objectUrl} alt={title} radius="md" />
      )}
    </Box>
  );
}

/** Verified, and where the bytes came from: this device, or a kept older version. */
function FileBadges({ source, version }: { source: VerifiedFile['source']; version: string }) {
  return (
    <Group gap="xs" mb="xs">
      <Badge color="brand" variant="light" leftSection={<ShieldCheck size={12} />}>
        {messages.toolbox.fileVerified}
      </Badge>
      {source === 'device' && <Badge variant="outline">From this device</Badge>}
      {version !== 'current' && (
        <Badge color="orange" variant="light">
          Kept version v{version}
        </Badge>
      )}
    </Group>
  );
}
