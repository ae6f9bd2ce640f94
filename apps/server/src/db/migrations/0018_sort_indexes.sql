-- Every list's sort key has an index (issue #19 item 9), so a first page is read from the top of
-- an index instead of sorting the whole table: software by name and by version (SPEC's numeric
-- comparison, as an immutable function the index can hold), users by name, role, team, status.
-- Each ends with the list's tie-breakers, so a whole page comes off the index in order.
CREATE OR REPLACE FUNCTION toolbox_version_key(version text) RETURNS numeric[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(coalesce(substring(p.part from '^\s*(\d+)'), '0')::numeric ORDER BY p.ord), '{}')
  FROM unnest(string_to_array(regexp_replace(trim(version), '^[vV]', ''), '.')) WITH ORDINALITY AS p(part, ord)
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS software_version_key_idx ON software (toolbox_version_key(version), upload_date DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS software_name_lower_idx ON software (lower(name), upload_date DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_display_name_idx ON users (display_name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_team_idx ON users (team, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_status_idx ON users (status, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_role_idx ON users (role, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_created_at_id_idx ON users (created_at, id);
