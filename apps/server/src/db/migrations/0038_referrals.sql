CREATE TABLE "referral_codes" (
	"player_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"friend_id" text NOT NULL,
	"milestone" text NOT NULL,
	"inviter_id" text NOT NULL,
	"inviter_coins" integer NOT NULL,
	"inviter_entries" integer NOT NULL,
	"friend_coins" integer NOT NULL,
	"friend_entries" integer NOT NULL,
	"inviter_held_back" text,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_rewards_friend_id_milestone_pk" PRIMARY KEY("friend_id","milestone"),
	CONSTRAINT "referral_rewards_milestone_check" CHECK ("referral_rewards"."milestone" in ('confirmed', 'purchased'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" text PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"theme" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"sign_up_ip" text NOT NULL,
	"sign_up_user_agent" text,
	"held_back" text,
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."friend_id" <> "referrals"."inviter_id")
);
--> statement-breakpoint
ALTER TABLE "promotion_settings" DROP CONSTRAINT "promotion_settings_promotion_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_friend_id_referrals_friend_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."referrals"("friend_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_players_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_players_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_inviter_idx" ON "referral_rewards" USING btree ("inviter_id","reached_at");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","joined_at");--> statement-breakpoint
CREATE INDEX "payments_card_fingerprint_idx" ON "payments" USING btree ("card_fingerprint");--> statement-breakpoint
ALTER TABLE "promotion_settings" ADD CONSTRAINT "promotion_settings_promotion_check" CHECK ("promotion_settings"."promotion" in ('dailyLogin', 'dailyWheel', 'depositStreak', 'cashback', 'scratchCards', 'referral'));