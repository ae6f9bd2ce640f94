-- The machine catalogue answers in pages (issue #19 item 9): a page is read from the top of an
-- index by manufacturer, then model, whatever the case, and its total is counted once per
-- version of the machines table, as every other list's is (decision 022).
CREATE INDEX IF NOT EXISTS machines_catalogue_order_idx ON machines (lower(manufacturer), lower(model), id);
--> statement-breakpoint
INSERT INTO list_versions (name, version) VALUES ('machines', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
DROP TRIGGER IF EXISTS machines_list_version ON machines;
--> statement-breakpoint
CREATE TRIGGER machines_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON machines
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('machines');
