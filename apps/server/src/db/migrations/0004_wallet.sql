CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"player_id" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"bucket" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"play_through_left" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_accounts_balance_check" CHECK ("wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_accounts_play_through_check" CHECK ("wallet_accounts"."play_through_left" >= 0),
	CONSTRAINT "wallet_accounts_currency_check" CHECK ("wallet_accounts"."currency" in ('coins', 'entries')),
	CONSTRAINT "wallet_accounts_bucket_check" CHECK ("wallet_accounts"."bucket" in ('main', 'promotional', 'redeemable'))
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_transactions_player_idx" ON "ledger_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_events_undelivered_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_accounts_player_idx" ON "wallet_accounts" USING btree ("player_id");