export * from "./accounts/index.ts";
export * from "./app-init/index.ts";
export * from "./builds/index.ts";
export * from "./cashier/index.ts";
export * from "./endpoint.ts";
export * from "./errors.ts";
export * from "./field-messages.ts";
export * from "./games/index.ts";
export * from "./health/index.ts";
export * from "./locales.ts";
export * from "./messaging/index.ts";
export * from "./money.ts";
export * from "./notifications/index.ts";
export * from "./pages/index.ts";
export * from "./payments/index.ts";
export * from "./provider-api/index.ts";
export * from "./realtime/index.ts";
export * from "./redirects.ts";
export * from "./responsible-play/index.ts";
export * from "./restrictions/index.ts";
export * from "./social-auth/index.ts";
export * from "./studio/index.ts";
export * from "./themes.ts";
export * from "./translations/index.ts";
export * from "./wallet/index.ts";

/** Spec §1: the app version shown to players and sent as `versionApp`. */
export const APP_VERSION = "1.7.2";
export type { WebRequestContext } from "./web-context.ts";
