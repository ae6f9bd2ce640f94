-- Broadcasts are delivered by queued jobs, a page of devices each (issue #21 item 3): each page
-- records what it reached once, and the broadcast is finished when every page has.
CREATE TABLE "notification_pages" (
	"notification_id" text NOT NULL,
	"page" integer NOT NULL,
	"delivered" integer NOT NULL,
	"failed" integer NOT NULL,
	"removed" integer NOT NULL,
	CONSTRAINT "notification_pages_notification_id_page_pk" PRIMARY KEY("notification_id","page")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pages" integer;--> statement-breakpoint
ALTER TABLE "notification_pages" ADD CONSTRAINT "notification_pages_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;