import {
  AUDIT_ACTIONS,
  documentUrl,
  messages,
  REMINDER_INTERVAL_MINUTES,
  type MustReadInput,
  type MustReadMark,
  type MustReadPeopleQuery,
  type MustReadReminderResult,
  type MustReadStatus,
  type MyMustReadList,
  type MyMustReadQuery,
  type UserMachines,
  type UserMachinesInput,
} from '@toolbox/domain';
import { conflict, invalidArgument, notFound } from '../../lib/errors';
import { presentPage } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Transaction } from '../files/files.repository';
import type { MustReadRepository } from './must-read.repository';

type Admin = Actor & { id: string; email: string };
type MarkedRow = NonNullable<Awaited<ReturnType<MustReadRepository['mark']>>>;

function presentMark(row: MarkedRow): MustReadMark {
  return {
    documentId: row.documentId,
    versionNumber: row.versionNumber,
    audience: row.audience,
    machines: row.machines,
    markedAt: row.markedAt.toISOString(),
    markedBy: { id: row.markedBy, displayName: row.markedByName },
    // A reminder given back after a failed send leaves the epoch behind: none sent.
    lastRemindedAt:
      row.lastRemindedAt && row.lastRemindedAt.getTime() > 0
        ? row.lastRemindedAt.toISOString()
        : null,
  };
}

/**
 * "Must read" (docs/product.md#must-read, decision 029): administrators mark a version for
 * everyone or for the people of chosen machines, see who has and has not read it, and remind the
 * rest with a push; each person sees their unread must-read documents first.
 */
export class MustReadService {
  constructor(
    private readonly repository: MustReadRepository,
    private readonly notifications: Pick<NotificationsService, 'sendToRecipients'>,
    private readonly audit: AuditService,
  ) {}

  /** The current version's mark, its audience's counts and one page of its people. */
  async status(documentId: string, query: MustReadPeopleQuery): Promise<MustReadStatus> {
    const version = await this.currentVersion(documentId);
    const mark = await this.repository.mark(version);
    if (!mark) {
      return { mark: null, audienceCount: 0, readCount: 0, ...emptyPage(query) };
    }
    const [counts, people] = await Promise.all([
      this.repository.counts(version),
      this.repository.people(version, query.status, query),
    ]);
    return {
      mark: presentMark(mark),
      audienceCount: counts.audience,
      readCount: counts.read,
      ...presentPage(people, query, (row) => ({
        ...row,
        acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Marks the version the administrator saw, which must still be current (two administrators and
   * an upload racing never mark the wrong file). Audited in the transaction of the mark.
   */
  async setMark(documentId: string, input: MustReadInput, actor: Admin): Promise<MustReadMark> {
    const { versionNumber, audience, machineIds = [] } = input;
    const version = { documentId, versionNumber };
    await this.repository.transaction(async (tx) => {
      await this.requireCurrent(tx, documentId, versionNumber);
      await this.requireMachines(machineIds, tx);
      await this.repository.setMark(tx, { ...version, audience, machineIds, markedBy: actor.id });
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.documentMustReadSet,
          actor,
          target: { type: 'document', id: documentId },
          details: { versionNumber, audience, machineIds },
        },
        tx,
      );
    });
    return presentMark((await this.repository.mark(version))!);
  }

  /**
   * Removes the mark of the version the administrator saw, which must still be current; audited
   * when there was one.
   */
  async clearMark(documentId: string, versionNumber: number, actor: Admin): Promise<void> {
    await this.repository.transaction(async (tx) => {
      await this.requireCurrent(tx, documentId, versionNumber);
      const version = { documentId, versionNumber };
      if (!(await this.repository.clearMark(tx, version))) return;
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.documentMustReadCleared,
          actor,
          target: { type: 'document', id: documentId },
          details: { versionNumber },
        },
        tx,
      );
    });
  }

  /**
   * Pushes a reminder to the audience that has not read the current version, at most once every
   * REMINDER_INTERVAL_MINUTES per version.
   */
  async remind(documentId: string, actor: Admin): Promise<MustReadReminderResult> {
    const document = await this.repository.document(documentId);
    if (!document) throw notFound(messages.document.notFound);
    const version = { documentId, versionNumber: document.currentVersion };
    if (!(await this.repository.mark(version))) throw conflict(messages.mustRead.notMarked);
    const counts = await this.repository.counts(version);
    if (counts.audience === 0) throw conflict(messages.mustRead.noAudience);
    if (counts.read >= counts.audience) throw conflict(messages.mustRead.everyoneRead);

    const claim = await this.repository.claimReminder(version, REMINDER_INTERVAL_MINUTES);
    if (!claim.claimed) {
      const left =
        REMINDER_INTERVAL_MINUTES * 60_000 - (claim.now.getTime() - claim.last.getTime());
      throw conflict(messages.mustRead.reminderTooSoon(Math.max(1, Math.ceil(left / 60_000))));
    }
    try {
      // The history row, its recipients and this audit entry commit together: a reminder that
      // went out is always audited, and one that failed left nothing behind.
      return await this.notifications.sendToRecipients(
        actor,
        {
          notification: {
            title: messages.mustRead.reminderTitle,
            body: messages.mustRead.reminderBody(document.title, version.versionNumber),
          },
          data: { type: 'must-read', documentId, url: documentUrl(documentId) },
        },
        this.repository.unreadAudience(version),
        (tx, sent) =>
          this.audit.record(
            {
              action: AUDIT_ACTIONS.documentReminderSent,
              actor,
              target: { type: 'document', id: documentId },
              details: { versionNumber: version.versionNumber, ...sent },
            },
            tx,
          ),
      );
    } catch (error) {
      // Nothing was queued: the quarter hour is given back.
      await this.repository.restoreReminder(version, claim.last).catch(() => {});
      throw error;
    }
  }

  /** The signed-in person's unread must-read documents, newest mark first. */
  async mine(userId: string, query: MyMustReadQuery): Promise<MyMustReadList> {
    const page = await this.repository.unreadFor(userId, query, query.documentId);
    return presentPage(page, query, (row) => ({ ...row, markedAt: row.markedAt.toISOString() }));
  }

  async machinesOf(userId: string): Promise<UserMachines> {
    if (!(await this.repository.userExists(userId))) throw notFound(messages.user.notFound);
    return { machines: await this.repository.machinesOf(userId) };
  }

  /** Replaces the machines a person services; audited with before and after. */
  async setMachines(userId: string, input: UserMachinesInput, actor: Admin): Promise<UserMachines> {
    const machineIds = input.machineIds;
    await this.repository.transaction(async (tx) => {
      if (!(await this.repository.userExists(userId, tx, true))) {
        throw notFound(messages.user.notFound);
      }
      await this.requireMachines(machineIds, tx);
      const before = (await this.repository.machinesOf(userId, tx)).map((m) => m.id);
      await this.repository.setMachines(tx, userId, machineIds);
      // Snapshots, as the audit view shows other changes: one field, the machines' ids.
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.userMachinesChanged,
          actor,
          target: { type: 'user', id: userId },
          details: {
            before: { machines: before.join(', ') },
            after: { machines: machineIds.join(', ') },
          },
        },
        tx,
      );
    });
    return this.machinesOf(userId);
  }

  private async currentVersion(documentId: string) {
    const document = await this.repository.document(documentId);
    if (!document) throw notFound(messages.document.notFound);
    return { documentId, versionNumber: document.currentVersion };
  }

  /** Holds the document's row and checks `versionNumber` is still its current version. */
  private async requireCurrent(tx: Transaction, documentId: string, versionNumber: number) {
    const document = await this.repository.document(documentId, tx, true);
    if (!document) throw notFound(messages.document.notFound);
    if (document.currentVersion !== versionNumber) {
      throw conflict(messages.mustRead.notCurrentVersion);
    }
  }

  private async requireMachines(ids: readonly string[], tx: Transaction) {
    const unknown = await this.repository.unknownMachines(ids, tx);
    if (unknown.length > 0) {
      const message = messages.mustRead.unknownMachines(unknown.slice(0, 5).join(', '));
      throw invalidArgument(message, { machineIds: [message] });
    }
  }
}

function emptyPage(query: { page: number; pageSize: number }) {
  return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
}
