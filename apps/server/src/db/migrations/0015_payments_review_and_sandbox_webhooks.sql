CREATE TABLE "sandbox_webhooks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coins_without_offer" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_attempt_at") WHERE "sandbox_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "payments_review_idx" ON "payments" USING btree ("completed_at") WHERE "payments"."review_reasons" <> '{}'::text[];--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_review_reasons_check" CHECK ("payments"."review_reasons" <@ array['offer_already_used', 'over_purchase_limit']::text[]);