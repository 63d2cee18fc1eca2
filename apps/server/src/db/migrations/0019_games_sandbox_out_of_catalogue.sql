-- The sandbox provider's games are test pages for the provider simulator and the tests (ADR 105).
-- Catalogues that earlier demo data filled with them withdraw them, games and provider, so no list a
-- player sees names them (favourites included), and the banner to the fishing row they alone filled
-- ends. The rows stay, for what points at them; an operator may list them again on purpose.
UPDATE "games" SET "is_active" = false WHERE "provider_id" IN (SELECT "id" FROM "game_providers" WHERE "slug" = 'sandbox' AND "launch_url" LIKE '/provider-sandbox/%');--> statement-breakpoint
UPDATE "game_providers" SET "is_active" = false WHERE "slug" = 'sandbox' AND "launch_url" LIKE '/provider-sandbox/%';--> statement-breakpoint
UPDATE "home_banners" SET "is_active" = false WHERE "id" = 'fishing' AND "link" = '/lobby?category=fishing';
