CREATE TABLE "live_message_votes" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_message_votes_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_states" ADD COLUMN "questions_feed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_message_votes" ADD CONSTRAINT "live_message_votes_message_id_live_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."live_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_message_votes" ADD CONSTRAINT "live_message_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_message_votes_user" ON "live_message_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_messages_event_user" ON "live_messages" USING btree ("event_id","user_id");