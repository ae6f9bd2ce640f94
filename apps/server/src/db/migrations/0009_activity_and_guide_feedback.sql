CREATE TABLE "document_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"document_id" text NOT NULL,
	"kind" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"machine_id" text NOT NULL,
	"guide_id" text NOT NULL,
	"user_id" text NOT NULL,
	"fixed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_feedback_user_guide_key" UNIQUE("machine_id","guide_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "document_activity" ADD CONSTRAINT "document_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_activity" ADD CONSTRAINT "document_activity_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_feedback" ADD CONSTRAINT "guide_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_feedback" ADD CONSTRAINT "guide_feedback_guide_fk" FOREIGN KEY ("machine_id","guide_id") REFERENCES "public"."troubleshooting_guides"("machine_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "document_activity_user_idx" ON "document_activity" USING btree ("user_id","viewed_at" desc);--> statement-breakpoint
CREATE INDEX "document_activity_viewed_at_idx" ON "document_activity" USING btree ("viewed_at" desc);--> statement-breakpoint
CREATE INDEX "document_activity_document_idx" ON "document_activity" USING btree ("document_id");