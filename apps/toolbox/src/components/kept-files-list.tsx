import { Badge } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { formatBytes, messages } from '@toolbox/domain';
import { FileText, Package } from 'lucide-react';
import { LinkRows } from '@/components/link-rows';
import { ListLink } from '@/components/list-link';
import { documentQuery } from '@/lib/catalogue-queries';
import { keptFilesQuery } from '@/lib/offline/queries';
import { paths } from '@/paths';

/** Documents and packages kept on this device, with a badge where a newer version exists. */
export function KeptFilesList({ limit }: { limit?: number }) {
  const { data: files = [] } = useQuery(keptFilesQuery());
  const shown = limit ? files.slice(0, limit) : files;
  const documents = shown.filter((file) => file.kind === 'document');
  const current = useQueries({
    queries: documents.map((file) => ({ ...documentQuery(file.id), retry: false })),
  });
  const newer = new Set(
    documents
      .filter((file, i) => {
        const record = current[i]?.data;
        return record ? record.currentVersion > Number(file.version) : false;
      })
      .map((file) => file.url),
  );

  return (
    <LinkRows count={shown.length} empty={messages.toolbox.noDownloads}>
      {shown.map((file) => (
        <ListLink
          key={file.url}
          to={file.kind === 'document' ? paths.document(file.id) : paths.software(file.id)}
          icon={
            file.kind === 'document' ? (
              <FileText size={20} aria-hidden />
            ) : (
              <Package size={20} aria-hidden />
            )
          }
          title={file.title}
          detail={`${file.kind === 'document' ? `v${file.version}` : file.version} · ${formatBytes(file.sizeBytes)}`}
          aside={
            newer.has(file.url) ? (
              <Badge color="orange" variant="light">
                {messages.toolbox.newerVersion}
              </Badge>
            ) : undefined
          }
        />
      ))}
    </LinkRows>
  );
}
