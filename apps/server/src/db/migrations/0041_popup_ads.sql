CREATE TABLE "popup_actions" (
	"log_id" uuid NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_actions_log_id_action_pk" PRIMARY KEY("log_id","action"),
	CONSTRAINT "popup_actions_action_check" CHECK ("popup_actions"."action" in ('view', 'click', 'close'))
);
--> statement-breakpoint
CREATE TABLE "popup_ads" (
	"id" text PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"company_priority" integer NOT NULL,
	"delay_seconds" integer NOT NULL,
	"audience" text NOT NULL,
	"game_mode" text,
	"triggers" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_ads_audience_check" CHECK ("popup_ads"."audience" in ('everyone', 'guests', 'newPlayers', 'notPurchased', 'gameMode')),
	CONSTRAINT "popup_ads_game_mode_check" CHECK (("popup_ads"."audience" = 'gameMode') = ("popup_ads"."game_mode" is not null)),
	CONSTRAINT "popup_ads_delay_check" CHECK ("popup_ads"."delay_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "popup_showings" (
	"log_id" uuid PRIMARY KEY NOT NULL,
	"popup_id" text NOT NULL,
	"player_id" text,
	"guest_id" text,
	"trigger_type" text NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_showings_visitor_check" CHECK (("popup_showings"."player_id" is null) <> ("popup_showings"."guest_id" is null))
);
--> statement-breakpoint
ALTER TABLE "popup_actions" ADD CONSTRAINT "popup_actions_log_id_popup_showings_log_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."popup_showings"("log_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_showings" ADD CONSTRAINT "popup_showings_popup_id_popup_ads_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popup_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_showings" ADD CONSTRAINT "popup_showings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_actions_at_idx" ON "popup_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "popup_ads_theme_idx" ON "popup_ads" USING btree ("theme");--> statement-breakpoint
CREATE INDEX "popup_showings_player_idx" ON "popup_showings" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "popup_showings_guest_idx" ON "popup_showings" USING btree ("guest_id");