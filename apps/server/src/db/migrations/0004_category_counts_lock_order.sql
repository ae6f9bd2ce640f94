-- Same counts as 0001, but the counter rows are locked in name order before they change, so two
-- transactions touching documents that share several categories cannot deadlock each other.
CREATE OR REPLACE FUNCTION toolbox_document_category_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM document_category_counts
    WHERE name IN (SELECT DISTINCT unnest(OLD.categories))
    ORDER BY name FOR UPDATE;
    UPDATE document_category_counts AS c SET count = c.count - 1
    WHERE c.name IN (SELECT DISTINCT unnest(OLD.categories));
    DELETE FROM document_category_counts WHERE count <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO document_category_counts AS c (name, count)
    SELECT name, 1 FROM (SELECT DISTINCT unnest(NEW.categories) AS name) AS n ORDER BY name
    ON CONFLICT (name) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END;
$$;
