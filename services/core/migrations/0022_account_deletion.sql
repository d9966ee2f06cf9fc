CREATE TABLE "account_deletion_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_deletion_keys" ADD CONSTRAINT "account_deletion_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_keys_user" ON "account_deletion_keys" USING btree ("user_id","created_at");
--> statement-breakpoint
-- Custom SQL (drizzle cannot declare triggers): an account deleted at its holder's request
-- (status 'deleted', anonymised) is final. No code path, present or future, may update it (reopen
-- it, give it an e-mail or a password again) or delete its row (its subscriptions, answers and
-- attendance stay counted in the reports). The service maps SQLSTATE CPDEL to a French 409.
CREATE FUNCTION "deleted_account_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account % was deleted at its holder''s request and cannot change', OLD.id USING ERRCODE = 'CPDEL';
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_deleted_is_final" BEFORE UPDATE OR DELETE ON "users" FOR EACH ROW WHEN (OLD.status = 'deleted') EXECUTE FUNCTION "deleted_account_is_final"();
