ALTER TABLE "verification_sessions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "verification_sessions" ADD COLUMN "provider_reason" text;--> statement-breakpoint
-- A rejection stored before reasons were ours holds the provider's words: kept for operators on
-- the player's latest decided check, and shown to the player as `other`.
UPDATE "verification_sessions" AS s SET "provider_reason" = v."reason", "reason" = 'other'
FROM "player_verifications" AS v
WHERE v."player_id" = s."player_id" AND v."status" = 'rejected' AND v."reason" IS NOT NULL
  AND s."decision" = 'declined'
  AND s."decided_at" = (SELECT max("decided_at") FROM "verification_sessions" WHERE "player_id" = s."player_id" AND "decision" = 'declined');--> statement-breakpoint
UPDATE "player_verifications" SET "reason" = 'other'
WHERE "reason" IS NOT NULL AND "reason" NOT IN ('documentUnreadable', 'documentExpired', 'documentNotSupported', 'faceMismatch', 'faceNotVisible', 'checkIncomplete', 'suspectedFraud', 'other');
