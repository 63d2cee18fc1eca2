export * from "./accounts.ts";
export * from "./app-init.ts";
export * from "./builds.ts";
export * from "./endpoint.ts";
export * from "./errors.ts";
export * from "./health.ts";
export * from "./locales.ts";
export * from "./messaging.ts";
export * from "./pages.ts";
export * from "./restrictions.ts";
export * from "./social-auth.ts";
export * from "./themes.ts";

/** Spec §1: the app version shown to players and sent as `versionApp`. */
export const APP_VERSION = "1.7.2";
export type { WebRequestContext } from "./web-context.ts";
