import {
  AUDIT_ACTIONS,
  activityTime,
  mayEnterPortal,
  type ActivityList,
  type ActivityListQuery,
  type RecordActivityInput,
  type RecordActivityResult,
} from '@toolbox/domain';
import type { SignedInUser } from '../auth/auth.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { ActivityRepository, ActivityRow, NewActivityRow } from './activity.repository';

function present(row: ActivityRow): ActivityList['items'][number] {
  return {
    id: row.id,
    userId: row.userId,
    documentId: row.documentId,
    viewedAt: row.viewedAt.toISOString(),
    kind: row.kind,
    document: { id: row.documentId, title: row.title, category: row.categories },
    user: { displayName: row.displayName, email: row.email, role: row.role },
  };
}

/** Recent Activity: what engineers opened and kept, sent live or queued while offline. */
export class ActivityService {
  constructor(
    private readonly repository: ActivityRepository,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Records a batch for the signed-in user. Entries for deleted documents or older than the
   * queue's limit are skipped; an entry sent before (same id) is not recorded twice. Views go
   * to the audit log here; downloads are audited where the bytes leave the server.
   */
  async record(
    input: RecordActivityInput,
    actor: Actor & { id: string },
  ): Promise<RecordActivityResult> {
    const now = this.now();
    const known = await this.repository.existingDocuments([
      ...new Set(input.entries.map((entry) => entry.documentId)),
    ]);
    const rows: NewActivityRow[] = [];
    for (const entry of input.entries) {
      const at = activityTime(entry.at, now);
      if (!at || !known.has(entry.documentId)) continue;
      rows.push({
        id: entry.id,
        userId: actor.id,
        documentId: entry.documentId,
        kind: entry.kind,
        viewedAt: at,
      });
    }
    const recorded = await this.repository.insert(rows);
    for (const row of rows) {
      if (row.kind !== 'view' || !recorded.has(row.id)) continue;
      await this.audit.record({
        action: AUDIT_ACTIONS.documentViewed,
        actor,
        target: { type: 'document', id: row.documentId },
        details: { viewedAt: row.viewedAt.toISOString(), activityId: row.id },
      });
    }
    return {
      recorded: recorded.size,
      duplicates: rows.length - recorded.size,
      skipped: input.entries.length - rows.length,
    };
  }

  /** An admin sees anyone's (or everyone's) activity; anyone else only their own. */
  async latest(query: ActivityListQuery, user: SignedInUser): Promise<ActivityList> {
    const userId = mayEnterPortal(user.role) ? query.userId : user.id;
    const rows = await this.repository.latest({ userId, count: query.count });
    return { items: rows.map(present) };
  }
}
