import type { Document } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import type { ReactNode } from 'react';
import { pageFrame } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { useDocument } from '../api/get-document';

interface WithDocumentProps {
  id: string;
  /** The screen's title over a failed load. */
  title: string;
  children: (document: Document) => ReactNode;
}

/** GETs document `id` for a screen; a missing one says so, any other failure offers Retry. */
export function WithDocument({ id, title, children }: WithDocumentProps) {
  return (
    <QueryState
      query={useDocument(id)}
      loadingMessage="Loading document..."
      errorMessage={(error) => error.message}
      notFound={messages.document.notFound}
      frame={pageFrame({ back: { to: '/documents', label: 'Documents' }, title }, { gap: 'md' })}
    >
      {children}
    </QueryState>
  );
}
