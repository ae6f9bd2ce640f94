ALTER TABLE "sign_in_failures" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "sign_in_failures_device_idx" ON "sign_in_failures" USING btree ("device","at");