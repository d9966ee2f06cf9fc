CREATE TABLE "rpps_directory" (
	"national_id" text NOT NULL,
	"lastname" text NOT NULL,
	"firstname" text NOT NULL,
	"profession_code" text NOT NULL,
	"profession_label" text NOT NULL,
	"category_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpps_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"bytes_total" bigint DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"progress_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_verdict" text;--> statement-breakpoint
ALTER TABLE "rpps_imports" ADD CONSTRAINT "rpps_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rpps_directory_national_id" ON "rpps_directory" USING btree ("national_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rpps_imports_one_active" ON "rpps_imports" USING btree ((true)) WHERE "rpps_imports"."status" in ('queued', 'running');