CREATE TABLE "player_location_verdicts" (
	"player_id" text PRIMARY KEY NOT NULL,
	"verdict" text NOT NULL,
	"area" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_location_verdicts_verdict_check" CHECK ("player_location_verdicts"."verdict" in ('ok', 'coinsOnly', 'blocked', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "player_location_verdicts" ADD CONSTRAINT "player_location_verdicts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;