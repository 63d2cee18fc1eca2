-- Rounds played before this column keep null: the maths version they were played under was not recorded.
ALTER TABLE "game_rounds" ADD COLUMN "maths_version" integer;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_maths_version_check" CHECK ("game_rounds"."maths_version" is null or "game_rounds"."maths_version" > 0);