import { onDemand } from "~/lib/on-demand.ts";
import type { SessionPrompt } from "~/lib/session-prompts.ts";

/** Popup ads, for guests and players alike; they wait their turn behind every other dialog. */
export const prompts: readonly SessionPrompt[] = [
  {
    id: "popup-ads",
    audience: "everyone",
    order: 70,
    Component: onDemand(() => import("./popup-ads.tsx").then((module) => module.PopupAds)),
  },
];
