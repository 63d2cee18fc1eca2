/** Column kinds every table uses alike. */
import { bigint, timestamp } from "drizzle-orm/pg-core";

/** A moment in time, with its zone, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Integer minor units. Read as JS numbers: every amount stays below 2^53 (checked by the wallet). */
export const minorUnits = (name: string) => bigint(name, { mode: "number" });
