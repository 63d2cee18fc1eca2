export * from "./endpoints.ts";
export * from "./realtime.ts";
export * from "./schemas.ts";
