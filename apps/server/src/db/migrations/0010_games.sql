CREATE TABLE "game_catalogue_cache" (
	"group_key" text NOT NULL,
	"locale" text NOT NULL,
	"version_app" text NOT NULL,
	"revision" text NOT NULL,
	"value" jsonb NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_catalogue_cache_group_key_locale_pk" PRIMARY KEY("group_key","locale")
);
--> statement-breakpoint
CREATE TABLE "game_collection_games" (
	"collection_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_collection_games_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"logo" text,
	"bg_color" text,
	"image_web" text,
	"image_mobile" text,
	"layout" text DEFAULT 'row' NOT NULL,
	"rows_per_slide" integer,
	"show_on_home" boolean DEFAULT true NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_collections_rows_check" CHECK ("game_collections"."rows_per_slide" is null or "game_collections"."rows_per_slide" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "game_of_week" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"descriptions" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"integration" text NOT NULL,
	"launch_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"provider_id" integer NOT NULL,
	"external_code" text NOT NULL,
	"name" text NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"volatility" text NOT NULL,
	"has_bonus_buy" boolean DEFAULT false NOT NULL,
	"has_jackpot" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"coins_enabled" boolean DEFAULT true NOT NULL,
	"entries_enabled" boolean DEFAULT true NOT NULL,
	"restricted_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_rtp_check" CHECK ("games"."rtp_basis_points" between 5000 and 10000)
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"subtitles" jsonb,
	"ctas" jsonb,
	"link" text,
	"image_web" text,
	"image_mobile" text,
	"bg_color" text,
	"audience" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_favorite_games" (
	"player_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"provider" text NOT NULL,
	"round" text NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_provider_round_pk" PRIMARY KEY("provider","round")
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"provider" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" text NOT NULL,
	"round" text NOT NULL,
	"currency" text,
	"amount" bigint NOT NULL,
	"reference_transaction_uuid" text,
	"request_digest" text NOT NULL,
	"response" jsonb NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_provider_transaction_uuid_pk" PRIMARY KEY("provider","transaction_uuid")
);
--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_of_week" ADD CONSTRAINT "game_of_week_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favorite_games" ADD CONSTRAINT "player_favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favorite_games" ADD CONSTRAINT "player_favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_collections_slug_unique" ON "game_collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "game_of_week_starts_idx" ON "game_of_week" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_slug_unique" ON "game_providers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_unique" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code_unique" ON "games" USING btree ("provider_id","external_code");--> statement-breakpoint
CREATE INDEX "home_banners_position_idx" ON "home_banners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "provider_sessions_player_idx" ON "provider_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("provider","round");--> statement-breakpoint
CREATE INDEX "game_rounds_big_wins_idx" ON "game_rounds" USING btree ("completed_at") WHERE "game_rounds"."status" = 'complete' and "game_rounds"."total_win" >= "game_rounds"."bet" * 10;