-- Login failures are counted per (account, address) now: the old per-e-mail counters are throwaway data.
DROP TABLE "login_failures";--> statement-breakpoint
CREATE TABLE "login_failures" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_failures_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"mailbox" text NOT NULL,
	"mailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_attempts_address" ON "registration_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_mailbox" ON "registration_attempts" USING btree ("mailbox","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address" ON "login_failures" USING btree ("address","last_failure_at");--> statement-breakpoint
CREATE INDEX "login_failures_last_failure" ON "login_failures" USING btree ("last_failure_at");
