export * from "./app-init.ts";
export * from "./constants.ts";
export * from "./endpoints.ts";
export * from "./realtime.ts";
export * from "./schemas.ts";
export * from "./socials.ts";
