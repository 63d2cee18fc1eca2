CREATE TABLE "mail_in_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"theme_id" text NOT NULL,
	"locale" text NOT NULL,
	"origin" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"postmarked_on" date,
	"card_name" text,
	"card_address" text,
	"credited_by" text,
	"entries" bigint,
	"transaction_id" bigint
);
--> statement-breakpoint
ALTER TABLE "mail_in_codes" ADD CONSTRAINT "mail_in_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_in_codes_player_idx" ON "mail_in_codes" USING btree ("player_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_in_codes_player_postmark_uq" ON "mail_in_codes" USING btree ("player_id","postmarked_on");