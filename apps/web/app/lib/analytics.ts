/**
 * Analytics events pushed to the tag manager's data layer (spec §7 "Analytics events"). The tag
 * manager, when an operator adds one, reads `window.dataLayer`; without one the array just grows.
 */
export type AnalyticsEvent =
  | "registration"
  | "login"
  | "logout"
  | "terms_and_privacy_update"
  | "verification"
  | "transaction_history"
  | "deposit"
  | "redeem"
  | "purchase"
  | "error";

export interface AnalyticsData {
  location?: string;
  playerId?: string;
  step?: string;
  type?: string;
  formName?: string;
  formField?: string;
  message?: string;
  buttonName?: string;
  /** Deposit and purchase (spec §3 "Purchase event", §7). */
  packageId?: string;
  value?: number;
  discount?: number;
  coins?: number;
  bonus?: number;
  affiliation?: string;
  quantity?: number;
  offer?: string;
  /** Redeem: the redemption asked for (its amount is `value`, in US dollars). */
  redemptionId?: string;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function trackEvent(event: AnalyticsEvent, data: AnalyticsData = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, location: window.location.pathname, ...data });
}

const PENDING_KEY = "analytics-pending";

/**
 * For an event right before a full page load (sign-in, sign-up, sign-out reload the site): the
 * event waits in session storage and is pushed by the next page, so the tag manager there sees it.
 */
export function trackEventAfterReload(event: AnalyticsEvent, data: AnalyticsData = {}): void {
  const pending = readPending();
  pending.push({ event, location: window.location.pathname, ...data });
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** Pushes the events left by the previous page; called once when a page starts. */
export function flushPendingEvents(): void {
  const pending = readPending();
  sessionStorage.removeItem(PENDING_KEY);
  if (pending.length === 0) return;
  window.dataLayer ??= [];
  window.dataLayer.push(...pending);
}

function readPending(): Record<string, unknown>[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
