CREATE TABLE "chat_sent_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_sent_messages" ADD CONSTRAINT "chat_sent_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sent_messages_user_time" ON "chat_sent_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
-- The questions of the last 24 hours still stored start the ledger, so that nobody's quota is reset by this migration.
INSERT INTO "chat_sent_messages" ("user_id", "sent_at")
SELECT t."user_id", m."created_at" FROM "chat_messages" m JOIN "chat_threads" t ON t."id" = m."thread_id"
WHERE m."role" = 'user' AND m."created_at" > now() - interval '1 day';
