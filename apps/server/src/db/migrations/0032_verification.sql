CREATE TABLE "player_verifications" (
	"player_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"decision" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"session_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "player_verifications" ADD CONSTRAINT "player_verifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_sessions" ADD CONSTRAINT "verification_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_webhook_events" ADD CONSTRAINT "verification_webhook_events_session_id_verification_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."verification_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_player_idx" ON "verification_documents" USING btree ("player_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_sessions_provider_idx" ON "verification_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "verification_sessions_player_idx" ON "verification_sessions" USING btree ("player_id");