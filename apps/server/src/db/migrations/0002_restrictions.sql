CREATE TABLE "restriction_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" text,
	"ip" text NOT NULL,
	"country" text,
	"region" text,
	"apps" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restriction_rules" (
	"area" text PRIMARY KEY NOT NULL,
	"entries" boolean NOT NULL,
	"coins" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "restriction_rules_area_check" CHECK ("restriction_rules"."area" ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$')
);
--> statement-breakpoint
CREATE INDEX "restriction_blocks_player_created_idx" ON "restriction_blocks" USING btree ("player_id","created_at");