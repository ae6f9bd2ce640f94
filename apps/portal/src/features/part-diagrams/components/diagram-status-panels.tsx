import { Card, Stack } from '@mantine/core';
import type { PartDiagram } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { NotFoundPanel as NotFound } from '../../../components/not-found-panel';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { usePartDiagram } from '../api/get-part-diagram';
import { PARTS_PATH } from './diagram-paths';

/** A diagram or machine that does not exist (any more), and the way back to the list. */
export function NotFoundPanel({ message }: { message: string }) {
  return (
    <NotFound
      message={message}
      icon={FileQuestion}
      back={{ to: PARTS_PATH, label: 'Back to part diagrams' }}
    />
  );
}

interface DiagramQueryProps {
  machineId: string;
  id: string;
  /** The screen's heading, over the loading, failed or not-found panel. */
  title: string;
  back: { to: string; label: string };
  children: (diagram: PartDiagram) => ReactNode;
}

/**
 * Loads one diagram for a screen. A 404 says what is missing in the server's words (Part
 * diagram not found, or Machine not found), anything else offers a retry; both stand under the
 * screen's heading.
 */
export function DiagramQuery({ machineId, id, title, back, children }: DiagramQueryProps) {
  return (
    <QueryState
      query={usePartDiagram(machineId, id)}
      loadingMessage="Loading part diagram..."
      errorMessage="Failed to load the part diagram. Please try again."
      notFound={(error) => (
        <NotFoundPanel
          message={error.hasServerMessage ? error.message : messages.partDiagram.notFound}
        />
      )}
      frame={(panel) => (
        <Stack gap="lg">
          <PageHeader title={title} back={back} />
          <Card>{panel}</Card>
        </Stack>
      )}
    >
      {children}
    </QueryState>
  );
}
