CREATE TABLE "player_rewards" (
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"coins" bigint NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "player_rewards_player_id_kind_pk" PRIMARY KEY("player_id","kind"),
	CONSTRAINT "player_rewards_kind_check" CHECK ("player_rewards"."kind" in ('email', 'phone', 'profile'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"password_hash" text,
	"phone" text,
	"phone_confirmed_at" timestamp with time zone,
	"name" text,
	"surname" text,
	"birthday" date,
	"zip" text,
	"city" text,
	"address" text,
	"address2" text,
	"state" text,
	"account_status" text DEFAULT 'ACTIVE' NOT NULL,
	"game_mode" text DEFAULT 'TournamentPoints' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"terms_version" integer,
	"terms_accepted_at" timestamp with time zone,
	"invited_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "players_account_status_check" CHECK ("players"."account_status" in ('ACTIVE', 'DUPLICATE', 'BLOCKED')),
	CONSTRAINT "players_game_mode_check" CHECK ("players"."game_mode" in ('SweepStakes', 'TournamentPoints'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"player_id" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"player_id" text NOT NULL,
	"target" text NOT NULL,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_tokens_purpose_check" CHECK ("verification_tokens"."purpose" in ('email_confirmation', 'password_reset_email', 'password_reset_phone', 'phone_confirmation'))
);
--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_unique" ON "players" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "social_identities_player_idx" ON "social_identities" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "verification_tokens_lookup_idx" ON "verification_tokens" USING btree ("purpose","secret_hash");--> statement-breakpoint
CREATE INDEX "verification_tokens_player_idx" ON "verification_tokens" USING btree ("player_id","purpose");