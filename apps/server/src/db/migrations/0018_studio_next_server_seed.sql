ALTER TABLE "game_seed_pairs" ADD COLUMN "next_server_seed" text;--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD COLUMN "next_server_seed_hash" text;--> statement-breakpoint
-- Active pairs made before commitments: each gets its next server seed now, from the database's
-- CSPRNG (gen_random_uuid draws from pg_strong_random; two without dashes are 64 hex digits).
UPDATE "game_seed_pairs" SET "next_server_seed" = "seed"."value", "next_server_seed_hash" = encode(sha256(convert_to("seed"."value", 'UTF8')), 'hex') FROM (SELECT "id", replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') AS "value" FROM "game_seed_pairs" WHERE "revealed_at" IS NULL) AS "seed" WHERE "game_seed_pairs"."id" = "seed"."id";--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD CONSTRAINT "game_seed_pairs_next_check" CHECK ("game_seed_pairs"."revealed_at" is not null or ("game_seed_pairs"."next_server_seed" is not null and "game_seed_pairs"."next_server_seed_hash" is not null));