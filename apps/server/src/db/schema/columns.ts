import { timestamp } from 'drizzle-orm/pg-core';

/** createdAt/updatedAt of SPEC.md's generic base record, set by the database. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
