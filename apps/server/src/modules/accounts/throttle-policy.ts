/**
 * Sign-in throttling (OWASP ASVS 2.2.1). Each failure, counted per account and per IP, makes the
 * next attempt wait longer: a few free tries, then a delay that doubles up to a cap. At the cap an
 * attacker gets at most a handful of guesses per hour, far below ASVS's 100, while the real owner
 * is never locked out for long. A success clears the account's count; the IP's count only fades
 * with time, so signing in to an account of one's own does not buy more guesses at others.
 */
export interface ThrottleRule {
  /** Failures allowed before any delay. */
  readonly freeFailures: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** One failure is forgotten per this much time without failures; null: only a success clears them. */
  readonly forgetOneAfterMs: number | null;
}

export const ACCOUNT_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetOneAfterMs: null,
};
/** IPs are shared (offices, mobile carriers), so they get more room before delays start. */
export const IP_THROTTLE: ThrottleRule = {
  freeFailures: 20,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetOneAfterMs: 3 * 60_000,
};

/** The failures still counted at `now`, after those forgotten since the last one. */
export function failuresAt(
  rule: ThrottleRule,
  counted: { failures: number; lastFailureAt: Date },
  now: Date,
): number {
  if (rule.forgetOneAfterMs === null) return counted.failures;
  const forgotten = Math.floor((now.getTime() - counted.lastFailureAt.getTime()) / rule.forgetOneAfterMs);
  return Math.max(0, counted.failures - Math.max(0, forgotten));
}

/** How long to refuse attempts after the `failures`-th consecutive failure. */
export function delayAfter(rule: ThrottleRule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(over - 1, 30));
}
