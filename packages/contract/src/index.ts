export * from "./endpoint.ts";
export * from "./errors.ts";
export * from "./features.generated.ts";
export * from "./field-messages.ts";
export * from "./ids.ts";
export * from "./locales.ts";
export * from "./money.ts";
export * from "./redirects.ts";
export * from "./themes.ts";

/** Spec §1: the app version shown to players and sent as `versionApp`. */
export const APP_VERSION = "1.7.2";
export type { WebRequestContext } from "./web-context.ts";
