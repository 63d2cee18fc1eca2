ALTER TABLE "game_rounds" ADD COLUMN "buy_tier" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "ante" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every round bought before there were tiers bought the standard one.
UPDATE "game_rounds" SET "buy_tier" = 'standard' WHERE "buy";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_buy_tier_check" CHECK (("game_rounds"."buy" and "game_rounds"."buy_tier" in ('standard', 'super') and not "game_rounds"."ante") or (not "game_rounds"."buy" and "game_rounds"."buy_tier" is null));