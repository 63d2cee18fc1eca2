/** Popup ads (spec §7 "Popups"): the ads for a moment of the visit, and what the visitor did with one. */
import type { Locale, PopupAction, PopupAd, PopupTriggerType } from "@reelhouse/contract";
import { popupsApi } from "@reelhouse/contract/client";
import { callApi } from "~/lib/api-client.ts";

/** The ads this visitor may see now at `triggerType`, best first (a guest asks the guest endpoint). */
export async function fetchPopupAds(
  isPlayer: boolean,
  triggerType: PopupTriggerType,
  locale: Locale,
): Promise<PopupAd[]> {
  const endpoint = isPlayer ? popupsApi.playerPopupAds : popupsApi.guestPopupAds;
  return (await callApi(endpoint, { body: { triggerType } }, { locale })).data;
}

/** Records a view, click or close; a report that fails is lost, never shown to the visitor. */
export function logPopupAction(ad: PopupAd, action: PopupAction, isPlayer: boolean, locale: Locale): void {
  void callApi(
    popupsApi.logAction,
    { body: { log_id: ad.log_id, action_id: action, is_player: isPlayer } },
    { locale },
  ).catch(() => {});
}
