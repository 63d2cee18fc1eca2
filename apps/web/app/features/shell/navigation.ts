/**
 * The main navigation, in display order: only what a visitor can use today, guests included.
 * Promotions, races, scratch cards and invite friends join it as each feature opens; until then their
 * routes say what they will be (coming-soon.tsx), and no menu leads there.
 */
export const MAIN_NAVIGATION = [
  { path: "/lobby", label: "nav.lobby" },
  { path: "/how-it-works", label: "nav.howItWorks" },
] as const;

export const LEGAL_LINKS = [
  { path: "/page/terms", label: "footer.terms" },
  { path: "/page/privacy", label: "footer.privacy" },
  { path: "/page/sweepstakes-rules", label: "footer.sweepstakesRules" },
  { path: "/page/responsible-play", label: "footer.responsiblePlay" },
] as const;
