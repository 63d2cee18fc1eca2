CREATE TABLE "free_spin_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"bet_level" bigint NOT NULL,
	"spins_total" integer NOT NULL,
	"spins_remain" integer NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"budget" text NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "free_spin_grants_currency_check" CHECK ("free_spin_grants"."currency" in ('coins', 'entries')),
	CONSTRAINT "free_spin_grants_spins_check" CHECK ("free_spin_grants"."spins_total" between 1 and 500 and "free_spin_grants"."spins_remain" between 0 and "free_spin_grants"."spins_total"),
	CONSTRAINT "free_spin_grants_amounts_check" CHECK ("free_spin_grants"."bet_level" > 0 and "free_spin_grants"."total_win" >= 0),
	CONSTRAINT "free_spin_grants_end_check" CHECK ("free_spin_grants"."end_date" > "free_spin_grants"."created_at")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "free_spins_id" uuid;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_spin_grants_key_unique" ON "free_spin_grants" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "free_spin_grants_player_idx" ON "free_spin_grants" USING btree ("player_id","end_date") WHERE "free_spin_grants"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "free_spin_grants_unfinished_idx" ON "free_spin_grants" USING btree ("end_date") WHERE "free_spin_grants"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_free_spins_id_free_spin_grants_id_fk" FOREIGN KEY ("free_spins_id") REFERENCES "public"."free_spin_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_free_spins_check" CHECK ("game_rounds"."free_spins_id" is null or (not "game_rounds"."buy" and not "game_rounds"."ante" and "game_rounds"."cost" = "game_rounds"."bet"));