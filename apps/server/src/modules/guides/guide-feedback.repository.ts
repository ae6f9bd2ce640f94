import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideFeedback } from '../../db/schema';

/** Engineers' "this fixed it" answers: one per engineer per guide. */
export class GuideFeedbackRepository {
  constructor(private readonly db: Database) {}

  /** Stores the engineer's answer, replacing an earlier one for the same guide. */
  async save(entry: { machineId: string; guideId: string; userId: string; fixed: boolean }) {
    const at = new Date();
    await this.db
      .insert(guideFeedback)
      .values({ id: randomUUID(), ...entry, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [guideFeedback.machineId, guideFeedback.guideId, guideFeedback.userId],
        set: { fixed: entry.fixed, updatedAt: at },
      });
  }

  /** Per guide of the machine: how many said it fixed the machine and how many said not. */
  summary(machineId: string) {
    return this.db
      .select({
        guideId: guideFeedback.guideId,
        fixed: sql<number>`count(*) filter (where ${guideFeedback.fixed})`.mapWith(Number),
        notFixed: sql<number>`count(*) filter (where not ${guideFeedback.fixed})`.mapWith(Number),
      })
      .from(guideFeedback)
      .where(eq(guideFeedback.machineId, machineId))
      .groupBy(guideFeedback.guideId);
  }
}
