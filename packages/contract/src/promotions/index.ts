export * from "./constants.ts";
export * from "./endpoints.ts";
export * from "./schemas.ts";
