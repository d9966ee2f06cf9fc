CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "cms_pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
INSERT INTO "cms_pages" ("key") VALUES ('legal'), ('confidentiality'), ('cookies');
