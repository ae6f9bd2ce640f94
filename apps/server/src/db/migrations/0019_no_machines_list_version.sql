-- No list reads the machines' version (their page counts through the guides table, which its
-- version would not cover), so writes to machines stop paying for raising it (decision 022).
DROP TRIGGER IF EXISTS machines_list_version ON machines;
--> statement-breakpoint
DELETE FROM list_versions WHERE name = 'machines';
