CREATE TABLE "purchase_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"previous_amount" bigint,
	"requested_amount" bigint,
	"effective_at" timestamp with time zone,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_limit_changes_kind_check" CHECK ("purchase_limit_changes"."kind" in ('lowered', 'raise_requested', 'removal_requested', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "purchase_limits" (
	"player_id" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_effective_at" timestamp with time zone,
	"pending_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_limits_player_id_period_pk" PRIMARY KEY("player_id","period"),
	CONSTRAINT "purchase_limits_period_check" CHECK ("purchase_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "purchase_limits_amount_check" CHECK ("purchase_limits"."amount" is null or "purchase_limits"."amount" > 0),
	CONSTRAINT "purchase_limits_pending_check" CHECK (("purchase_limits"."pending_effective_at" is null) = ("purchase_limits"."pending_requested_at" is null)
        and ("purchase_limits"."pending_amount" is null or ("purchase_limits"."pending_effective_at" is not null and "purchase_limits"."pending_amount" > 0)))
);
--> statement-breakpoint
ALTER TABLE "purchase_limit_changes" ADD CONSTRAINT "purchase_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_limits" ADD CONSTRAINT "purchase_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_limit_changes_player_idx" ON "purchase_limit_changes" USING btree ("player_id","created_at");