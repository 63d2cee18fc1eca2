import { onDemand, onDemandWhen } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";
import { useSite } from "~/lib/use-site.ts";

/** Only a player the cashier has an offer for loads the offer popup's code. */
const useHasOffer = () => (useSite().player?.offerPackages.length ?? 0) > 0;

export const prompts: readonly SessionPrompt[] = [
  // After the welcome (lib/dialog-queue.ts decides when it opens).
  {
    id: "offer-popup",
    audience: "player",
    order: 58,
    Component: onDemandWhen(useHasOffer, () =>
      import("./offer-popup.tsx").then((module) => module.OfferPopup),
    ),
  },
  // Above the session's other dialogs: the player opened it on purpose.
  {
    id: "cash-widget",
    audience: "player",
    order: 90,
    Component: onDemand(() => import("./cash-widget.tsx").then((module) => module.CashWidget)),
  },
];
