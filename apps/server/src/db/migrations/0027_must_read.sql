-- Issue #22 item 3 (decision 029): machines per person, must-read marks per version, reminder recipients.
CREATE TABLE "notification_recipients" (
	"notification_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "notification_recipients_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "document_must_read_machines" (
	"document_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"machine_id" text NOT NULL,
	CONSTRAINT "document_must_read_machines_document_id_version_number_machine_id_pk" PRIMARY KEY("document_id","version_number","machine_id")
);
--> statement-breakpoint
CREATE TABLE "document_must_reads" (
	"document_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"audience" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_by" text,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "document_must_reads_document_id_version_number_pk" PRIMARY KEY("document_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "user_machines" (
	"user_id" text NOT NULL,
	"machine_id" text NOT NULL,
	CONSTRAINT "user_machines_user_id_machine_id_pk" PRIMARY KEY("user_id","machine_id")
);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_must_read_machines" ADD CONSTRAINT "document_must_read_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "document_must_read_machines" ADD CONSTRAINT "document_must_read_machines_mark_fk" FOREIGN KEY ("document_id","version_number") REFERENCES "public"."document_must_reads"("document_id","version_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_must_reads" ADD CONSTRAINT "document_must_reads_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_must_reads" ADD CONSTRAINT "document_must_reads_version_fk" FOREIGN KEY ("document_id","version_number") REFERENCES "public"."document_versions"("document_id","version_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_machines" ADD CONSTRAINT "user_machines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_machines" ADD CONSTRAINT "user_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "notification_recipients_user_idx" ON "notification_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_must_read_machines_machine_idx" ON "document_must_read_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "document_must_reads_marked_at_idx" ON "document_must_reads" USING btree ("marked_at" desc);--> statement-breakpoint
CREATE INDEX "user_machines_machine_idx" ON "user_machines" USING btree ("machine_id");