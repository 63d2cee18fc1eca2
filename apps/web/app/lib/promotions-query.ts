/**
 * Every promotion's data sits under this query key, so whatever changes what a player may claim (a
 * prize claimed anywhere, a confirmed email) refreshes them all without knowing the features.
 */
export const PROMOTIONS_QUERY_ROOT = ["promotions"] as const;
