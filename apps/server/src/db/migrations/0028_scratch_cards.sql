CREATE TABLE "scratch_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"source" text NOT NULL,
	"occasion" text NOT NULL,
	"theme" text NOT NULL,
	"coins" bigint NOT NULL,
	"entries" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"paid_coins" bigint,
	"paid_entries" bigint,
	CONSTRAINT "scratch_cards_source_check" CHECK ("scratch_cards"."source" in ('purchase', 'play')),
	CONSTRAINT "scratch_cards_prize_check" CHECK ("scratch_cards"."coins" >= 0 and "scratch_cards"."entries" >= 0),
	CONSTRAINT "scratch_cards_times_check" CHECK ("scratch_cards"."available_at" < "scratch_cards"."finished_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_cards_occasion_idx" ON "scratch_cards" USING btree ("player_id","occasion");--> statement-breakpoint
CREATE INDEX "scratch_cards_player_idx" ON "scratch_cards" USING btree ("player_id","finished_at");