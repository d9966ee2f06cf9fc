CREATE TABLE "temporary_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"address" text NOT NULL,
	"by_visitor" boolean NOT NULL,
	"form" text NOT NULL,
	"field" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "temporary_uploads_address" ON "temporary_uploads" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "temporary_uploads_created" ON "temporary_uploads" USING btree ("created_at");