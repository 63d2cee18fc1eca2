CREATE TABLE "dev_outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dev_outbox_messages_channel_check" CHECK ("dev_outbox_messages"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE INDEX "dev_outbox_messages_recipient_idx" ON "dev_outbox_messages" USING btree (lower("recipient"),"created_at");