CREATE TABLE "jackpot_pools" (
	"currency" text NOT NULL,
	"tier" text NOT NULL,
	"seed" bigint NOT NULL,
	"contribution_bps" integer NOT NULL,
	"qualifying_bet" bigint NOT NULL,
	"win_stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"pushed_version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_pools_currency_tier_pk" PRIMARY KEY("currency","tier"),
	CONSTRAINT "jackpot_pools_currency_check" CHECK ("jackpot_pools"."currency" in ('coins', 'entries')),
	CONSTRAINT "jackpot_pools_tier_check" CHECK ("jackpot_pools"."tier" in ('mini', 'minor', 'major', 'grand')),
	CONSTRAINT "jackpot_pools_amount_check" CHECK ("jackpot_pools"."amount" >= 0),
	CONSTRAINT "jackpot_pools_seed_check" CHECK ("jackpot_pools"."seed" >= 0),
	CONSTRAINT "jackpot_pools_bps_check" CHECK ("jackpot_pools"."contribution_bps" between 0 and 10000),
	CONSTRAINT "jackpot_pools_qualifying_check" CHECK ("jackpot_pools"."qualifying_bet" > 0),
	CONSTRAINT "jackpot_pools_win_stake_check" CHECK ("jackpot_pools"."win_stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"round_id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"tier" text NOT NULL,
	"stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_wins_won_at_idx" ON "jackpot_wins" USING btree ("won_at");