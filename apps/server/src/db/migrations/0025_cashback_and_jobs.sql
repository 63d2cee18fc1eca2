CREATE TABLE "cashback_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"theme" text NOT NULL,
	"currency" text NOT NULL,
	"through" timestamp with time zone NOT NULL,
	"periods" integer NOT NULL,
	"net_losses" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"entries" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_claims_periods_check" CHECK ("cashback_claims"."periods" > 0),
	CONSTRAINT "cashback_claims_amounts_check" CHECK ("cashback_claims"."coins" >= 0 and "cashback_claims"."entries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_days" (
	"player_id" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"staked" bigint NOT NULL,
	"won" bigint NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL,
	"claim_id" text,
	CONSTRAINT "cashback_days_player_id_day_currency_pk" PRIMARY KEY("player_id","day","currency"),
	CONSTRAINT "cashback_days_currency_check" CHECK ("cashback_days"."currency" in ('coins', 'entries')),
	CONSTRAINT "cashback_days_won_check" CHECK ("cashback_days"."won" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_by" text,
	"lease" text,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_started_at" timestamp with time zone,
	"last_succeeded_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_attempts_check" CHECK ("scheduled_jobs"."attempts" >= 0),
	CONSTRAINT "scheduled_jobs_lease_check" CHECK (("scheduled_jobs"."lease" is null) = ("scheduled_jobs"."locked_until" is null) and ("scheduled_jobs"."lease" is null) = ("scheduled_jobs"."locked_by" is null))
);
--> statement-breakpoint
CREATE INDEX "cashback_claims_player_idx" ON "cashback_claims" USING btree ("player_id","through");--> statement-breakpoint
CREATE INDEX "cashback_days_day_idx" ON "cashback_days" USING btree ("day","currency");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_brin" ON "ledger_transactions" USING brin ("created_at");