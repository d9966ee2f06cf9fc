CREATE TABLE "certificates" (
	"number" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"minutes_live" integer DEFAULT 0 NOT NULL,
	"minutes_replay" integer DEFAULT 0 NOT NULL,
	"criteria" jsonb NOT NULL,
	"holder_name" text NOT NULL,
	"registry_number" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "certificate_min_minutes" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "certificate_quiz" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "certificate_feedback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_event_user" ON "certificates" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "certificates_user" ON "certificates" USING btree ("user_id");