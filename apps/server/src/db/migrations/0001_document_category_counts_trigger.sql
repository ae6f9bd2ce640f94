-- Keeps document_category_counts equal to the number of documents in each category.
CREATE OR REPLACE FUNCTION toolbox_document_category_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE document_category_counts AS c SET count = c.count - 1
    WHERE c.name IN (SELECT DISTINCT unnest(OLD.categories));
    DELETE FROM document_category_counts WHERE count <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO document_category_counts AS c (name, count)
    SELECT DISTINCT unnest(NEW.categories), 1
    ON CONFLICT (name) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_category_counts_insert_delete
AFTER INSERT OR DELETE ON documents
FOR EACH ROW EXECUTE FUNCTION toolbox_document_category_counts();
--> statement-breakpoint
CREATE TRIGGER documents_category_counts_update
AFTER UPDATE OF categories ON documents
FOR EACH ROW WHEN (OLD.categories IS DISTINCT FROM NEW.categories)
EXECUTE FUNCTION toolbox_document_category_counts();
--> statement-breakpoint
INSERT INTO document_category_counts (name, count)
SELECT c, count(*) FROM (SELECT DISTINCT id, unnest(categories) AS c FROM documents) AS d GROUP BY c
ON CONFLICT (name) DO UPDATE SET count = excluded.count;
