CREATE TABLE "document_acknowledgements" (
	"document_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"user_id" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_acknowledgements_document_id_version_number_user_id_pk" PRIMARY KEY("document_id","version_number","user_id")
);
--> statement-breakpoint
ALTER TABLE "document_acknowledgements" ADD CONSTRAINT "document_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acknowledgements" ADD CONSTRAINT "document_acknowledgements_version_fk" FOREIGN KEY ("document_id","version_number") REFERENCES "public"."document_versions"("document_id","version_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_acknowledgements_document_idx" ON "document_acknowledgements" USING btree ("document_id","acknowledged_at");