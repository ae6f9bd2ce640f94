-- While a backup runs, stored files are not removed (issue #21 item 6).
CREATE TABLE "maintenance_holds" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
