-- Decision 029: the last reminder of a version outlives its mark, so clearing and marking again cannot lift the wait.
CREATE TABLE "document_reminders" (
	"document_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_reminders_document_id_version_number_pk" PRIMARY KEY("document_id","version_number")
);
--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_version_fk" FOREIGN KEY ("document_id","version_number") REFERENCES "public"."document_versions"("document_id","version_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_must_reads" DROP COLUMN "last_reminded_at";