CREATE TABLE "redemption_destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"provider" text NOT NULL,
	"payee_reference" text NOT NULL,
	"reference" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemption_steps" (
	"redemption_id" text NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	CONSTRAINT "redemption_steps_redemption_id_step_pk" PRIMARY KEY("redemption_id","step")
);
--> statement-breakpoint
CREATE TABLE "redemption_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"redemption_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redemption_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"destination_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"request_day" text NOT NULL,
	"theme_id" text NOT NULL,
	"site_origin" text NOT NULL,
	"transfer_reference" text,
	"decided_by" text,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redemption_destinations" ADD CONSTRAINT "redemption_destinations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_steps" ADD CONSTRAINT "redemption_steps_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_webhook_events" ADD CONSTRAINT "redemption_webhook_events_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_destination_id_redemption_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."redemption_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemption_destinations_player_idx" ON "redemption_destinations" USING btree ("player_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_idempotency_idx" ON "redemptions" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "redemptions_player_idx" ON "redemptions" USING btree ("player_id","requested_at");--> statement-breakpoint
CREATE INDEX "redemptions_status_idx" ON "redemptions" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_transfer_idx" ON "redemptions" USING btree ("transfer_reference");