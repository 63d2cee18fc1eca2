export * from "./endpoints.ts";
export * from "./maths-sheet.ts";
export * from "./schemas.ts";
