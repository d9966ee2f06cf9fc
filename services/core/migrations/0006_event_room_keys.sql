ALTER TABLE "events" ADD COLUMN "eole_owner_key" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "eole_presenter_key" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "eole_participant_key" text;