CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that writes a list's tables raises the list's version (issue #19 item 2): a
-- list's total is counted once per version, not on every page, on every replica alike.
CREATE OR REPLACE FUNCTION toolbox_bump_list_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions (name, version) VALUES (TG_ARGV[0], 1)
  ON CONFLICT (name) DO UPDATE SET version = list_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO list_versions (name, version) VALUES ('documents', 0), ('software', 0), ('users', 0), ('audit_log', 0), ('part_diagrams', 0), ('troubleshooting_guides', 0), ('document_acknowledgements', 0), ('machines', 0);
--> statement-breakpoint
CREATE TRIGGER documents_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON documents
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('documents');
--> statement-breakpoint
CREATE TRIGGER document_versions_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_versions
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('documents');
--> statement-breakpoint
CREATE TRIGGER software_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON software
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('software');
--> statement-breakpoint
CREATE TRIGGER users_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('users');
--> statement-breakpoint
CREATE TRIGGER audit_log_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_log
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('audit_log');
--> statement-breakpoint
CREATE TRIGGER part_diagrams_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON part_diagrams
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('part_diagrams');
--> statement-breakpoint
CREATE TRIGGER troubleshooting_guides_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON troubleshooting_guides
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('troubleshooting_guides');
--> statement-breakpoint
CREATE TRIGGER document_acknowledgements_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_acknowledgements
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('document_acknowledgements');
--> statement-breakpoint
CREATE TRIGGER machines_list_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON machines
FOR EACH STATEMENT EXECUTE FUNCTION toolbox_bump_list_version('machines');
