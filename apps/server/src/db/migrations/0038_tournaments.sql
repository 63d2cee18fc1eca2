CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"team_id" integer,
	"points" bigint DEFAULT 0 NOT NULL,
	"rounds_played" integer DEFAULT 0 NOT NULL,
	"min_alerts" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_scored_at" timestamp with time zone,
	"final_place" integer,
	"prize" jsonb,
	CONSTRAINT "tournament_entries_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_scores" (
	"tournament_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	"round_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"points" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_scores_tournament_id_transaction_id_pk" PRIMARY KEY("tournament_id","transaction_id"),
	CONSTRAINT "tournament_scores_kind_check" CHECK ("tournament_scores"."kind" in ('bet', 'win', 'below'))
);
--> statement-breakpoint
CREATE TABLE "tournament_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"slug" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"kind" text NOT NULL,
	"game_mode" text NOT NULL,
	"is_team_based" boolean NOT NULL,
	"is_subscription_required" boolean NOT NULL,
	"game_codes" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_bet" bigint NOT NULL,
	"scoring" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"schedule_key" text,
	"positions_sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('scheduled', 'running', 'finished')),
	CONSTRAINT "tournaments_game_mode_check" CHECK ("tournaments"."game_mode" in ('SweepStakes', 'TournamentPoints')),
	CONSTRAINT "tournaments_scoring_check" CHECK ("tournaments"."scoring" in ('won', 'multiplier', 'staked')),
	CONSTRAINT "tournaments_window_check" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_min_bet_check" CHECK ("tournaments"."min_bet" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_scores" ADD CONSTRAINT "tournament_scores_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_rank_idx" ON "tournament_entries" USING btree ("tournament_id","points" DESC NULLS LAST,"player_id" collate "C" desc);--> statement-breakpoint
CREATE INDEX "tournament_entries_player_idx" ON "tournament_entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "tournament_scores_round_idx" ON "tournament_scores" USING btree ("tournament_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_teams_slug_unique" ON "tournament_teams" USING btree ("tournament_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_schedule_key_unique" ON "tournaments" USING btree ("schedule_key");--> statement-breakpoint
CREATE INDEX "tournaments_status_starts_idx" ON "tournaments" USING btree ("status","starts_at");