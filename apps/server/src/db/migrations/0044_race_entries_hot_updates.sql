DROP INDEX "tournament_entries_rank_idx";--> statement-breakpoint
CREATE INDEX "tournament_entries_final_place_idx" ON "tournament_entries" USING btree ("tournament_id","final_place") WHERE "tournament_entries"."final_place" is not null;--> statement-breakpoint
-- Room on each page for an entry's next version, so scoring's updates stay on the page (HOT).
ALTER TABLE "tournament_entries" SET (fillfactor = 70);