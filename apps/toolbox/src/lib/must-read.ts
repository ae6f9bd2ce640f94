import { queryOptions } from '@tanstack/react-query';
import { toQueryString } from '@toolbox/client/http';
import { MyMustReadListSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

// docs/product.md#must-read
/** Must-read documents the home screen lists at most (the newest marks). */
export const MUST_READ_SHOWN = 50;

/**
 * The engineer's unread must-read documents, newest mark first; `documentId` asks about one.
 * Under ['documents'], so a new version or an acknowledgement asks again.
 */
export const myMustReadQuery = (documentId?: string) =>
  queryOptions({
    queryKey: ['documents', 'must-read', documentId ?? 'all'],
    queryFn: ({ signal }) =>
      api.get(
        `/api/v1/documents/must-read${toQueryString({
          pageSize: documentId ? 1 : MUST_READ_SHOWN,
          ...(documentId ? { documentId } : {}),
        })}`,
        { schema: MyMustReadListSchema, signal },
      ),
  });
