CREATE TABLE "daily_login_claims" (
	"player_id" text NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"theme" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_login_claims_player_id_day_pk" PRIMARY KEY("player_id","day"),
	CONSTRAINT "daily_login_claims_level_check" CHECK ("daily_login_claims"."level" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_settings" (
	"theme" text NOT NULL,
	"promotion" text NOT NULL,
	"is_active" boolean NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_settings_theme_promotion_pk" PRIMARY KEY("theme","promotion"),
	CONSTRAINT "promotion_settings_promotion_check" CHECK ("promotion_settings"."promotion" in ('dailyLogin', 'dailyWheel', 'depositStreak', 'cashback', 'scratchCards'))
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "time_zone_set_at" timestamp with time zone;