-- Where each unfinished upload in the bucket stands, shared by replicas (issue #21 item 1).
CREATE TABLE "pending_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"metadata" text NOT NULL,
	"multipart_id" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_bytes" bigint DEFAULT 0 NOT NULL,
	"tail_bytes" integer DEFAULT 0 NOT NULL,
	"hash_state" text,
	"hash_offset" bigint,
	"finished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_uploads_created_at_idx" ON "pending_uploads" USING btree ("created_at");