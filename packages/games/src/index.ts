export { createSeededRng, drawInt } from "./rng.ts";
