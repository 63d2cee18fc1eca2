ALTER TABLE "ledger_postings" ADD COLUMN "player_id" text;--> statement-breakpoint
-- Postings written before the column: a player account is "player:<player id>:<currency>:<bucket>".
UPDATE "ledger_postings" SET "player_id" = split_part("account", ':', 2) WHERE "account" LIKE 'player:%';--> statement-breakpoint
CREATE INDEX "ledger_postings_player_idx" ON "ledger_postings" USING btree ("player_id","transaction_id");