ALTER TABLE "verification_documents" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "verification_documents_waiting_idx" ON "verification_documents" USING btree ("uploaded_at") WHERE "verification_documents"."review" is null;