CREATE TABLE "daily_wheel_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"spin_id" uuid,
	CONSTRAINT "daily_wheel_grants_kind_check" CHECK ("daily_wheel_grants"."kind" in ('booster', 'extra'))
);
--> statement-breakpoint
CREATE TABLE "daily_wheel_spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"segment" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"prize" jsonb NOT NULL,
	"free_spins_link" text,
	"draw" jsonb NOT NULL,
	"theme" text NOT NULL,
	"spun_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_wheel_spins_kind_check" CHECK ("daily_wheel_spins"."kind" in ('daily', 'booster', 'extra')),
	CONSTRAINT "daily_wheel_spins_day_check" CHECK (("daily_wheel_spins"."kind" = 'daily') = ("daily_wheel_spins"."day" is not null)),
	CONSTRAINT "daily_wheel_spins_segment_check" CHECK ("daily_wheel_spins"."segment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"purpose" text NOT NULL,
	"weights" jsonb NOT NULL,
	"pick" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_draws_pick_check" CHECK ("promotion_draws"."pick" >= 0 and "promotion_draws"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cashier_packages" DROP CONSTRAINT "cashier_packages_offer_type_check";--> statement-breakpoint
ALTER TABLE "promotion_draws" ADD CONSTRAINT "promotion_draws_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_draws" ADD CONSTRAINT "promotion_draws_seed_pair_id_game_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."game_seed_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_wheel_grants_source_unique" ON "daily_wheel_grants" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_wheel_grants_spin_unique" ON "daily_wheel_grants" USING btree ("spin_id");--> statement-breakpoint
CREATE INDEX "daily_wheel_grants_waiting_idx" ON "daily_wheel_grants" USING btree ("player_id","kind","granted_at") WHERE "daily_wheel_grants"."spin_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_wheel_spins_key_unique" ON "daily_wheel_spins" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_wheel_spins_day_unique" ON "daily_wheel_spins" USING btree ("player_id","day") WHERE "daily_wheel_spins"."kind" = 'daily';--> statement-breakpoint
CREATE INDEX "daily_wheel_spins_player_idx" ON "daily_wheel_spins" USING btree ("player_id","spun_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_draws_seed_nonce_unique" ON "promotion_draws" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "promotion_draws_player_idx" ON "promotion_draws" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "cashier_packages" ADD CONSTRAINT "cashier_packages_offer_type_check" CHECK ("cashier_packages"."offer_type" in ('regular', 'first_purchase', 'promo', 'bundle', 'extra_wheel'));