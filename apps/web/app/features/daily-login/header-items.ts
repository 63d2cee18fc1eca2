import type { HeaderItem } from "~/lib/header-items.tsx";
import { onDemand } from "~/lib/on-demand.ts";

export const headerItems: readonly HeaderItem[] = [
  {
    id: "daily-login",
    audience: "player",
    order: 5,
    Component: onDemand(() => import("./daily-login-button.tsx").then((module) => module.DailyLoginButton)),
  },
];
