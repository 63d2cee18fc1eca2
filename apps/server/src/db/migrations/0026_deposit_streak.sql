CREATE TABLE "deposit_streak_claims" (
	"player_id" text NOT NULL,
	"day" date NOT NULL,
	"streak_start" date NOT NULL,
	"step" integer NOT NULL,
	"group" text NOT NULL,
	"prize" jsonb NOT NULL,
	"link" text,
	"theme" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_streak_claims_player_id_day_pk" PRIMARY KEY("player_id","day"),
	CONSTRAINT "deposit_streak_claims_step_check" CHECK ("deposit_streak_claims"."step" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_streak_purchases" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"day" date NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "deposit_streak_purchases_player_day_idx" ON "deposit_streak_purchases" USING btree ("player_id","day");