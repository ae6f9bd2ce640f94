CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"image" text,
	"role" text,
	"team" text,
	"status" text DEFAULT 'active' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"fcm_token" text,
	"token_last_updated" timestamp with time zone,
	"device_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_category_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"document_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"file_url" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size_kb" integer NOT NULL,
	"sha256_file_hash" text NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	"author" text DEFAULT '' NOT NULL,
	"changes" text DEFAULT 'Initial version' NOT NULL,
	CONSTRAINT "document_versions_document_id_version_number_pk" PRIMARY KEY("document_id","version_number")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"machine_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_type" text DEFAULT '' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"is_downloaded" boolean DEFAULT false NOT NULL,
	"send_notification" boolean DEFAULT false NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"download_url" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size_kb" integer NOT NULL,
	"machine_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_version" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"sha256_file_hash" text NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	"version" text NOT NULL,
	"send_notification" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" text PRIMARY KEY NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"category" text,
	"description" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_procedures" (
	"id" text PRIMARY KEY NOT NULL,
	"machine_id" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_diagram_hotspots" (
	"id" text PRIMARY KEY NOT NULL,
	"diagram_id" text NOT NULL,
	"position_number" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_diagrams" (
	"id" text PRIMARY KEY NOT NULL,
	"machine_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" text PRIMARY KEY NOT NULL,
	"machine_id" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "troubleshooting_guides" (
	"id" text PRIMARY KEY NOT NULL,
	"machine_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_procedures" ADD CONSTRAINT "maintenance_procedures_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "part_diagram_hotspots" ADD CONSTRAINT "part_diagram_hotspots_diagram_id_part_diagrams_id_fk" FOREIGN KEY ("diagram_id") REFERENCES "public"."part_diagrams"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD CONSTRAINT "part_diagrams_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" ADD CONSTRAINT "troubleshooting_guides_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_lower_idx" ON "users" USING btree (lower("role"));--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "documents_upload_date_idx" ON "documents" USING btree ("upload_date");--> statement-breakpoint
CREATE INDEX "documents_categories_idx" ON "documents" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "documents_machine_ids_idx" ON "documents" USING gin ("machine_ids");--> statement-breakpoint
CREATE INDEX "software_upload_date_idx" ON "software" USING btree ("upload_date");--> statement-breakpoint
CREATE INDEX "software_machine_ids_idx" ON "software" USING gin ("machine_ids");--> statement-breakpoint
CREATE INDEX "software_category_idx" ON "software" USING btree ("category");--> statement-breakpoint
CREATE INDEX "machines_manufacturer_idx" ON "machines" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "maintenance_procedures_machine_idx" ON "maintenance_procedures" USING btree ("machine_id","position");--> statement-breakpoint
CREATE INDEX "part_diagram_hotspots_diagram_idx" ON "part_diagram_hotspots" USING btree ("diagram_id");--> statement-breakpoint
CREATE INDEX "part_diagrams_machine_idx" ON "part_diagrams" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "specifications_machine_idx" ON "specifications" USING btree ("machine_id","position");--> statement-breakpoint
CREATE INDEX "troubleshooting_guides_machine_idx" ON "troubleshooting_guides" USING btree ("machine_id","position");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");