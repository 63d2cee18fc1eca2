import type { NavigationEntry } from "~/lib/navigation.ts";

/** The editorial pages every footer links to. */
export const navigation: readonly NavigationEntry[] = [
  { menu: "legal", path: "/page/terms", label: "footer.terms", order: 10 },
  { menu: "legal", path: "/page/privacy", label: "footer.privacy", order: 20 },
  { menu: "legal", path: "/page/sweepstakes-rules", label: "footer.sweepstakesRules", order: 30 },
  { menu: "legal", path: "/page/responsible-play", label: "footer.responsiblePlay", order: 40 },
];
