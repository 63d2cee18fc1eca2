import { defineEndpoint } from "../endpoint.ts";
import { responsiblePlayRoutes } from "./routes.ts";
import {
  CancelPurchaseLimitChangeRequest,
  PurchaseLimitsResponse,
  RealityCheckResponse,
  ResponsiblePlayBlockResponse,
  SetActivityReminderRequest,
  SetPurchaseLimitRequest,
  SetPurchaseLimitResponse,
  StartPlayBreakRequest,
  StartPlayBreakResponse,
} from "./schemas.ts";

const tags = ["responsible-play"] as const;

/**
 * The signed-in player's purchase limits, breaks from play and activity reminders (spec §2 account
 * pages "purchase limit", "self exclusion", "reality check").
 */
export const responsiblePlayEndpoints = {
  getPurchaseLimits: defineEndpoint({
    ...responsiblePlayRoutes.getPurchaseLimits,
    summary: "The player's purchase limits per day, week and month, with pending changes and bounds",
    tags,
    response: PurchaseLimitsResponse,
    errors: [401, 429],
  }),
  setPurchaseLimit: defineEndpoint({
    ...responsiblePlayRoutes.setPurchaseLimit,
    summary:
      "Set, lower, raise or remove (amount null) a period's purchase limit; lower applies at once, higher after the cooling period",
    tags,
    body: SetPurchaseLimitRequest,
    response: SetPurchaseLimitResponse,
    errors: [400, 401, 403, 429],
  }),
  cancelPurchaseLimitChange: defineEndpoint({
    ...responsiblePlayRoutes.cancelPurchaseLimitChange,
    summary: "Cancel a period's pending (higher or removed) purchase limit",
    tags,
    body: CancelPurchaseLimitChangeRequest,
    response: PurchaseLimitsResponse,
    errors: [400, 401, 403, 409, 429],
  }),
  startPlayBreak: defineEndpoint({
    ...responsiblePlayRoutes.startPlayBreak,
    summary:
      "Take a break from play (self-exclusion or cool-off) for one of the offered lengths: signs the player out everywhere; sign-in, purchases, play and claims are refused until it ends",
    tags,
    body: StartPlayBreakRequest,
    response: StartPlayBreakResponse,
    errors: [400, 401, 403, 429],
  }),
  setActivityReminder: defineEndpoint({
    ...responsiblePlayRoutes.setActivityReminder,
    summary: "Choose how often the reality check reminds the player of time and net result (null: off)",
    tags,
    body: SetActivityReminderRequest,
    response: ResponsiblePlayBlockResponse,
    errors: [400, 401, 403, 429],
  }),
  getRealityCheck: defineEndpoint({
    ...responsiblePlayRoutes.getRealityCheck,
    summary:
      "This session's length and its staked, won and net amounts per currency, with the reminder interval",
    tags,
    response: RealityCheckResponse,
    errors: [401, 429],
  }),
} as const;
