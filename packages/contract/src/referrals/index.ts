export * from "./endpoints.ts";
export * from "./schemas.ts";
