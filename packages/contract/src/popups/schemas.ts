/**
 * Popup ads (spec §3 "Popup ad", §4, §7, §9): the operator's popups a visitor is eligible for at a
 * moment of their visit (`triggerType`), best first, each carrying the `log_id` its view, click and
 * close are recorded under. Field names are the spec's, word for word.
 */
import { z } from "zod";

/** When the site asks: a visit starting (first page, or back after 30 minutes away), or the lobby shown. */
export const POPUP_TRIGGER_TYPES = ["sessionStart", "lobbyVisit"] as const;
export const PopupTriggerType = z.enum(POPUP_TRIGGER_TYPES);
export type PopupTriggerType = z.infer<typeof PopupTriggerType>;

/** The illustration a popup carries, drawn in the brand's colours by the site. */
export const POPUP_ARTS = ["coins", "gift", "trophy", "spins"] as const;
export const PopupArt = z.enum(POPUP_ARTS);
export type PopupArt = z.infer<typeof PopupArt>;

/** What the popup's button does: go to a page of the site, or open the cashier on a package. */
export const PopupCallToAction = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("route"), label: z.string(), path: z.string().startsWith("/") }),
  z.object({ kind: z.literal("package"), label: z.string(), packageId: z.number().int().positive() }),
]);
export type PopupCallToAction = z.infer<typeof PopupCallToAction>;

export const PopupData = z.object({
  title: z.string(),
  text: z.string(),
  art: PopupArt,
  cta: PopupCallToAction,
});
export type PopupData = z.infer<typeof PopupData>;

export const PopupAd = z.object({
  popup_id: z.string(),
  popup_name: z.string(),
  /** Seconds the site waits, once the popup's turn has come, before showing it. */
  popup_delay_time: z.number().int().min(0),
  /** Within a campaign, higher first. */
  popup_priority: z.number().int(),
  /** The campaign's rank: higher first, before `popup_priority`. */
  company_priority: z.number().int(),
  popup_data: PopupData,
  /** Names this showing in `log-action`. */
  log_id: z.uuid(),
});
export type PopupAd = z.infer<typeof PopupAd>;

export const PopupAdsRequest = z.object({ triggerType: PopupTriggerType });
export type PopupAdsRequest = z.infer<typeof PopupAdsRequest>;

export const PopupAdsResponse = z.object({ success: z.literal(true), data: z.array(PopupAd) });
export type PopupAdsResponse = z.infer<typeof PopupAdsResponse>;

/** What the visitor did with a popup: saw it, followed its button, closed it. */
export const POPUP_ACTIONS = ["view", "click", "close"] as const;
export const PopupAction = z.enum(POPUP_ACTIONS);
export type PopupAction = z.infer<typeof PopupAction>;

export const PopupLogActionRequest = z.object({
  log_id: z.uuid(),
  action_id: PopupAction,
  /** Whether the popup came from the player endpoint; it must match the showing. */
  is_player: z.boolean(),
});
export type PopupLogActionRequest = z.infer<typeof PopupLogActionRequest>;

export const PopupLogActionResponse = z.object({ success: z.literal(true) });
