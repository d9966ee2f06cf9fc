CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie_id" integer NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_min" integer DEFAULT 0 NOT NULL,
	"thumb" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_progress" (
	"user_id" integer NOT NULL,
	"module" text NOT NULL,
	"item_id" integer NOT NULL,
	"position_s" real DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_progress_user_id_module_item_id_pk" PRIMARY KEY("user_id","module","item_id")
);
--> statement-breakpoint
CREATE TABLE "media_ratings" (
	"user_id" integer NOT NULL,
	"module" text NOT NULL,
	"item_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_ratings_user_id_module_item_id_pk" PRIMARY KEY("user_id","module","item_id")
);
--> statement-breakpoint
CREATE TABLE "media_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module" text NOT NULL,
	"item_id" integer NOT NULL,
	"recipients" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#1d5fa8' NOT NULL,
	"thumb" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_id" integer,
	"position" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"date" timestamp with time zone,
	"hide_date" boolean DEFAULT false NOT NULL,
	"duration_min" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT 'BPCO' NOT NULL,
	"thumb" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flipbook" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcasts_state" CHECK ("podcasts"."state" in ('live', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'BPCO' NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	"thumb" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_progress" ADD CONSTRAINT "media_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_ratings" ADD CONSTRAINT "media_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_shares" ADD CONSTRAINT "media_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_theme_id_podcast_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."podcast_themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episodes_serie" ON "episodes" USING btree ("serie_id","position");--> statement-breakpoint
CREATE INDEX "media_progress_item" ON "media_progress" USING btree ("module","item_id","started_at");--> statement-breakpoint
CREATE INDEX "media_ratings_item" ON "media_ratings" USING btree ("module","item_id");--> statement-breakpoint
CREATE INDEX "media_shares_user_created" ON "media_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "podcasts_theme" ON "podcasts" USING btree ("theme_id");