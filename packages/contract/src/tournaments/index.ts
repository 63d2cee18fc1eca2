export * from "./app-init.ts";
export * from "./endpoints.ts";
export * from "./realtime.ts";
export * from "./schemas.ts";
