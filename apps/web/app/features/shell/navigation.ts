/** The main navigation, in display order. */
export const MAIN_NAVIGATION = [
  { path: "/lobby", label: "nav.lobby" },
  { path: "/promotions", label: "nav.promotions" },
  { path: "/races", label: "nav.races" },
  { path: "/scratch-cards", label: "nav.scratchCards" },
  { path: "/invite-friends", label: "nav.inviteFriends" },
  { path: "/how-it-works", label: "nav.howItWorks" },
] as const;

export const LEGAL_LINKS = [
  { path: "/page/terms", label: "footer.terms" },
  { path: "/page/privacy", label: "footer.privacy" },
  { path: "/page/sweepstakes-rules", label: "footer.sweepstakesRules" },
  { path: "/page/responsible-play", label: "footer.responsiblePlay" },
] as const;
