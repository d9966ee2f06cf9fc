CREATE TABLE "chat_usage" (
	"run_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"first_token_ms" integer,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"cached_tokens" integer DEFAULT 0 NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "status" text DEFAULT 'completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_runs" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "chat_usage" ADD CONSTRAINT "chat_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_usage_created" ON "chat_usage" USING btree ("created_at");--> statement-breakpoint
-- The runs already stored count as questions of their day (their tokens were not recorded then).
INSERT INTO "chat_usage" ("run_id", "user_id", "model", "status", "error_code", "created_at")
SELECT r."id", t."user_id", r."model", r."status", r."last_error"->>'code', r."created_at" FROM "chat_runs" r JOIN "chat_threads" t ON t."id" = r."thread_id";
