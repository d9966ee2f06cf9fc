CREATE TABLE "pv_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"text" text NOT NULL,
	"drug" text NOT NULL,
	"harm" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pv_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pv_cases" ADD CONSTRAINT "pv_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_cases" ADD CONSTRAINT "pv_cases_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pv_cases_status_due" ON "pv_cases" USING btree ("status","due_at");