ALTER TABLE "documents" ALTER COLUMN "file" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "document_collections" ADD COLUMN "sub_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_collections" ADD COLUMN "logo" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documentation_entries" ADD COLUMN "thumb" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A leaflet's file was one object; it is now a list like every other file column (the back office's upload field).
UPDATE "documents" SET "file" = jsonb_build_array("file") WHERE jsonb_typeof("file") = 'object';
