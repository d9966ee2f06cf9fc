CREATE TABLE "optin_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"optin" text NOT NULL,
	"value" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_precision" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "event_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "optin_changes" ADD CONSTRAINT "optin_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optin_changes_user" ON "optin_changes" USING btree ("user_id");