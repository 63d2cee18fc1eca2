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
