export * from "./defaults.ts";
export * from "./endpoints.ts";
export * from "./schemas.ts";
