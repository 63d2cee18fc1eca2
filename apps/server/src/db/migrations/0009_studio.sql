CREATE TABLE "game_round_steps" (
	"round_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_round_steps_round_id_index_pk" PRIMARY KEY("round_id","index"),
	CONSTRAINT "game_round_steps_win_check" CHECK ("game_round_steps"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"buy" boolean NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"steps" integer NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"state" jsonb,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'complete')),
	CONSTRAINT "game_rounds_currency_check" CHECK ("game_rounds"."currency" in ('coins', 'entries')),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."bet" > 0 and "game_rounds"."cost" > 0 and "game_rounds"."total_win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "game_seed_pairs_nonce_check" CHECK ("game_seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_round_steps" ADD CONSTRAINT "game_round_steps_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_pair_id_game_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."game_seed_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD CONSTRAINT "game_seed_pairs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_player_key_unique" ON "game_rounds" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_unique" ON "game_rounds" USING btree ("player_id","game_id") WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_game_idx" ON "game_rounds" USING btree ("player_id","game_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_unique" ON "game_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seed_pairs_active_unique" ON "game_seed_pairs" USING btree ("player_id") WHERE "game_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "game_seed_pairs_player_idx" ON "game_seed_pairs" USING btree ("player_id","revealed_at");