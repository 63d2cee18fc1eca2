export * from "./app-init.ts";
export * from "./channels.ts";
export * from "./endpoints.ts";
export * from "./messages.ts";
export * from "./schemas.ts";
