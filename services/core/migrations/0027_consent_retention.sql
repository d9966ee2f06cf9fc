CREATE TABLE "retention_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "optin_changes" ADD COLUMN "source" text DEFAULT 'dialog' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_contact_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "retention_events_at" ON "retention_events" USING btree ("at");--> statement-breakpoint
-- Existing accounts: their last contact is their latest login (or their creation); deleted accounts are final (0022).
UPDATE "users" SET "last_contact_at" = coalesce((SELECT max("sessions"."created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id"), "users"."created_at") WHERE "status" <> 'deleted';
