-- GIN indexes write new entries to a pending list that only VACUUM (or the list outgrowing 4 MB)
-- merges, and every search reads the whole list. PGlite runs no autovacuum, so after a bulk
-- import each probe of a machine's documents read ~340 pages (8.5 ms; 50 of them for a page of
-- the catalogue). These tables are read far more than written: entries go straight to the index.
ALTER INDEX documents_machine_ids_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX software_machine_ids_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX documents_categories_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX documents_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX software_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX troubleshooting_guides_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX troubleshooting_guides_image_paths_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX part_diagrams_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX troubleshooting_guides_related_documents_idx SET (fastupdate = off);
--> statement-breakpoint
-- Entries already pending are merged now (the names resolve in the migration's own schema).
SELECT gin_clean_pending_list('documents_machine_ids_idx'::regclass),
  gin_clean_pending_list('software_machine_ids_idx'::regclass),
  gin_clean_pending_list('documents_categories_idx'::regclass),
  gin_clean_pending_list('documents_search_idx'::regclass),
  gin_clean_pending_list('software_search_idx'::regclass),
  gin_clean_pending_list('troubleshooting_guides_search_idx'::regclass),
  gin_clean_pending_list('troubleshooting_guides_image_paths_idx'::regclass),
  gin_clean_pending_list('part_diagrams_search_idx'::regclass),
  gin_clean_pending_list('troubleshooting_guides_related_documents_idx'::regclass);
