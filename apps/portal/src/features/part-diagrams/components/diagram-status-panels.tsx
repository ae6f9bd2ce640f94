import type { ApiError } from '@toolbox/client';
import { messages } from '@toolbox/domain';
import { FileQuestion } from 'lucide-react';
import { NotFoundPanel as NotFound } from '../../../components/not-found-panel';
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

/**
 * What a screen that loads one diagram shows: a 404 says what is missing in the server's words
 * (Part diagram not found, or Machine not found), anything else offers a retry.
 */
export const diagramQueryTexts = {
  loadingMessage: 'Loading part diagram...',
  errorMessage: 'Failed to load the part diagram. Please try again.',
  notFound: (error: ApiError) => (
    <NotFoundPanel
      message={error.hasServerMessage ? error.message : messages.partDiagram.notFound}
    />
  ),
};
