import { LOCALES } from "@reelhouse/contract";
import { loadI18n } from "./index.ts";

await Promise.all(LOCALES.map(loadI18n));
