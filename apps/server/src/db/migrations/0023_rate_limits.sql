-- Rate limits and write budgets counted in the database on PostgreSQL, so they hold across
-- replicas (issue #21 item 2). Unlogged: a count needs no crash safety, and costs no WAL.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
