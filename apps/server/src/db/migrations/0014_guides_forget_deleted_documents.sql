-- A deleted document leaves the related documents of every guide (issue #17 item 8), whatever
-- deletes it: a trigger, like the category counts of 0001.
CREATE OR REPLACE FUNCTION toolbox_forget_deleted_document() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE troubleshooting_guides AS g
  SET content = jsonb_set(
        g.content,
        '{relatedDocumentIds}',
        COALESCE(
          (SELECT jsonb_agg(x) FROM jsonb_array_elements(g.content->'relatedDocumentIds') AS x
           WHERE x <> to_jsonb(OLD.id)),
          '[]'::jsonb)),
      updated_at = now()
  WHERE g.content->'relatedDocumentIds' @> jsonb_build_array(OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS troubleshooting_guides_related_documents_idx
ON troubleshooting_guides USING gin ((content->'relatedDocumentIds'));
--> statement-breakpoint
CREATE TRIGGER documents_forget_in_guides
AFTER DELETE ON documents
FOR EACH ROW EXECUTE FUNCTION toolbox_forget_deleted_document();
--> statement-breakpoint
-- Links left by documents deleted before this migration.
UPDATE troubleshooting_guides AS g
SET content = jsonb_set(
      g.content,
      '{relatedDocumentIds}',
      COALESCE(
        (SELECT jsonb_agg(x) FROM jsonb_array_elements(g.content->'relatedDocumentIds') AS x
         WHERE EXISTS (SELECT 1 FROM documents AS d WHERE to_jsonb(d.id) = x)),
        '[]'::jsonb))
WHERE jsonb_array_length(COALESCE(g.content->'relatedDocumentIds', '[]'::jsonb)) > 0;
