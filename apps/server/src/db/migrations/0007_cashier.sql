CREATE TABLE "cashier_packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"entries" bigint NOT NULL,
	"offer_type" text NOT NULL,
	"badge" text,
	"popup_order" integer,
	"sort_order" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "cashier_packages_offer_type_check" CHECK ("cashier_packages"."offer_type" in ('regular', 'first_purchase', 'promo', 'bundle')),
	CONSTRAINT "cashier_packages_price_check" CHECK ("cashier_packages"."price_minor" > 0),
	CONSTRAINT "cashier_packages_amounts_check" CHECK ("cashier_packages"."coins" >= 0 and "cashier_packages"."entries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "offer_type" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'pending', 'completed', 'failed', 'refunded'));