export * from "./endpoints.ts";
export * from "./maths-sheet.ts";
export * from "./realtime.ts";
export * from "./schemas.ts";
