CREATE TABLE "utm_attributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"kind" text NOT NULL,
	"visitor" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "utm_attributions" ADD CONSTRAINT "utm_attributions_code_id_utm_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."utm_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_attributions" ADD CONSTRAINT "utm_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utm_attributions_once" ON "utm_attributions" USING btree ("code_id","kind","visitor",coalesce("user_id", 0),coalesce("event_id", 0));--> statement-breakpoint
CREATE INDEX "utm_attributions_code_kind" ON "utm_attributions" USING btree ("code_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "utm_codes_code" ON "utm_codes" USING btree (lower("code"));