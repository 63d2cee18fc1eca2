ALTER TABLE "dev_outbox_messages" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "dev_outbox_messages" ADD COLUMN "reply_to" text;