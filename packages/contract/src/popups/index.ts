export * from "./app-init.ts";
export * from "./endpoints.ts";
export * from "./schemas.ts";
