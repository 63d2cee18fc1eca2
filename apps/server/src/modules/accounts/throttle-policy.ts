/**
 * Sign-in throttling (OWASP ASVS 2.2.1). Each consecutive failure, counted per account and per IP,
 * makes the next attempt wait longer: a few free tries, then a delay that doubles up to a cap. At
 * the cap an attacker gets at most a handful of guesses per hour, far below ASVS's 100, while the
 * real owner is never locked out for long. A success clears the count.
 */
export interface ThrottleRule {
  /** Failures allowed before any delay. */
  readonly freeFailures: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

export const ACCOUNT_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
};
/** IPs are shared (offices, mobile carriers), so they get more room before delays start. */
export const IP_THROTTLE: ThrottleRule = { freeFailures: 20, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 };

/** How long to refuse attempts after the `failures`-th consecutive failure. */
export function delayAfter(rule: ThrottleRule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(over - 1, 30));
}
