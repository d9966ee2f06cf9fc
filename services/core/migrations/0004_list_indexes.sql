-- Trigram indexes serve the lists' searches (LIKE '%…%'); pg_trgm is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "subscriptions_event" ON "subscriptions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "users_created_id" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_status" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_job" ON "users" USING btree ("job");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (lower("email" || ' ' || "firstname" || ' ' || "lastname") gin_trgm_ops);