CREATE TABLE "activity_reminders" (
	"player_id" text PRIMARY KEY NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"taken_by" text NOT NULL,
	CONSTRAINT "play_breaks_kind_check" CHECK ("play_breaks"."kind" in ('selfExclusion', 'coolOff')),
	CONSTRAINT "play_breaks_days_check" CHECK ("play_breaks"."days" > 0 and "play_breaks"."ends_at" > "play_breaks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "play_break_kind" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "play_break_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_reminders" ADD CONSTRAINT "activity_reminders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_player_idx" ON "play_breaks" USING btree ("player_id","starts_at");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_play_break_check" CHECK (("players"."play_break_kind" is null) = ("players"."play_break_until" is null)
        and ("players"."play_break_kind" is null or "players"."play_break_kind" in ('selfExclusion', 'coolOff')));