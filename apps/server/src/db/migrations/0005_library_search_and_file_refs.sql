ALTER TABLE "documents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(author, ''))) STORED;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(author, '') || ' ' || coalesce(category, ''))) STORED;--> statement-breakpoint
CREATE INDEX "document_versions_file_path_idx" ON "document_versions" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "software_file_path_idx" ON "software" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "software_search_idx" ON "software" USING gin ("search");