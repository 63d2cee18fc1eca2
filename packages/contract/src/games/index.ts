export * from "./endpoints.ts";
export * from "./schemas.ts";
export * from "./validation.ts";
