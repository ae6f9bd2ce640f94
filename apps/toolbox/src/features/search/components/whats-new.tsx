import { useQuery } from '@tanstack/react-query';
import { messages } from '@toolbox/domain';
import { useState } from 'react';
import { DocumentLink, SoftwareLink } from '@/components/catalogue-links';
import { ErrorPanel } from '@/components/error-panel';
import { LinkRows } from '@/components/link-rows';
import { LoadingPanel } from '@/components/loading-panel';
import { whatsNewSince } from '@/lib/last-visit';
import { whatsNewQuery } from '../api/get-whats-new';

/** Documents and software uploaded or updated since the engineer's last visit. */
export function WhatsNew() {
  const [since] = useState(() => whatsNewSince());
  const { data, isPending, isError, error, refetch } = useQuery(whatsNewQuery(since));
  if (isPending) return <LoadingPanel />;
  if (isError) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  return (
    <LinkRows
      count={data.documents.length + data.software.length}
      empty={messages.toolbox.nothingNew}
    >
      {data.documents.map((document) => (
        <DocumentLink key={document.id} document={document} />
      ))}
      {data.software.map((item) => (
        <SoftwareLink key={item.id} software={item} />
      ))}
    </LinkRows>
  );
}
