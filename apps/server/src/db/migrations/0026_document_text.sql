-- Issue #22 item 1: the text of PDF versions, per page, for full-text search inside documents.
CREATE TABLE "document_pages" (
	"document_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"page_number" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED,
	CONSTRAINT "document_pages_document_id_version_number_page_number_pk" PRIMARY KEY("document_id","version_number","page_number")
);
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"document_id" text NOT NULL,
	"version_number" integer NOT NULL,
	"status" text NOT NULL,
	"page_count" integer,
	"error" text,
	"extracted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_texts_document_id_version_number_pk" PRIMARY KEY("document_id","version_number")
);
--> statement-breakpoint
ALTER TABLE "document_pages" ADD CONSTRAINT "document_pages_text_fk" FOREIGN KEY ("document_id","version_number") REFERENCES "public"."document_texts"("document_id","version_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_version_fk" FOREIGN KEY ("document_id","version_number") REFERENCES "public"."document_versions"("document_id","version_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_pages_search_idx" ON "document_pages" USING gin ("search");--> statement-breakpoint
-- As every GIN index since migration 0020: entries go straight to the index (PGlite never vacuums a pending list).
ALTER INDEX document_pages_search_idx SET (fastupdate = off);
