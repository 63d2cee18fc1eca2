-- Onboarding rewards recorded before they were paid (ADR 110): one `onboarding.reward-earned` event
-- each, at the amount recorded, so the outbox relay has the promotions module pay them like any
-- new one. The wallet's key per player and step pays each once.
INSERT INTO "outbox_events" ("topic", "player_id", "payload", "created_at")
SELECT 'onboarding.reward-earned', "player_id", jsonb_build_object('step', "kind", 'coins', "coins"), now()
FROM "player_rewards"
WHERE "coins" > 0
ORDER BY "earned_at", "player_id", "kind";
