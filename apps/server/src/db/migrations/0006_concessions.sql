CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_details" (
	"machine_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" DROP CONSTRAINT "troubleshooting_guides_pkey";--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" ALTER COLUMN "content" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" ADD CONSTRAINT "troubleshooting_guides_machine_id_id_pk" PRIMARY KEY("machine_id","id");--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD COLUMN "hotspots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(replace(replace(replace(coalesce(title, '') || ' ' || jsonb_path_query_array(parts, '$[*].partNumber')::text || ' ' || jsonb_path_query_array(parts, '$[*].name')::text, '\n', ' '), '\r', ' '), '\t', ' '), '-', ' '))) STORED;--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" ADD COLUMN "image_paths" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "troubleshooting_guides" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(replace(replace(replace(coalesce(title, '') || ' ' || coalesce(content->>'symptom', '') || ' ' || jsonb_path_query_array(content, '$.errorCodes[*]')::text || ' ' || jsonb_path_query_array(content, '$.steps[*].text')::text, '\n', ' '), '\r', ' '), '\t', ' '), '-', ' '))) STORED;--> statement-breakpoint
ALTER TABLE "machine_details" ADD CONSTRAINT "machine_details_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "machines_photo_path_idx" ON "machines" USING btree ("photo_path");--> statement-breakpoint
CREATE INDEX "part_diagrams_image_path_idx" ON "part_diagrams" USING btree ("image_path");--> statement-breakpoint
CREATE INDEX "part_diagrams_search_idx" ON "part_diagrams" USING gin ("search");--> statement-breakpoint
CREATE INDEX "troubleshooting_guides_search_idx" ON "troubleshooting_guides" USING gin ("search");--> statement-breakpoint
CREATE INDEX "troubleshooting_guides_image_paths_idx" ON "troubleshooting_guides" USING gin ("image_paths");