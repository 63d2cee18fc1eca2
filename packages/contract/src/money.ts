/**
 * The money kernel (spec §1): the two currencies a player holds, and amounts that cannot be mixed.
 * Amounts are integers in minor units (hundredths of a coin or an entry; cents of a dollar). The
 * brands exist only for the type checker: on the wire and in the database they are plain numbers.
 */
import { z } from "zod";

export const CURRENCIES = ["coins", "entries"] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

declare const currencyBrand: unique symbol;
declare const usdCentsBrand: unique symbol;

/** An amount of `C` in minor units; a coins amount is not an entries amount, nor a price. */
export type Minor<C extends Currency> = number & { readonly [currencyBrand]: C };
export type CoinsMinor = Minor<"coins">;
export type EntriesMinor = Minor<"entries">;

/** A price or limit in cents of a US dollar (what a player pays), never an amount of a currency. */
export type UsdCents = number & { readonly [usdCentsBrand]: "USD cents" };

/** Names a number read from the wire or the database as an amount of `currency`. */
export function minor<C extends Currency>(_currency: C, amount: number): Minor<C> {
  return amount as Minor<C>;
}

/** Names a number read from the wire or the database as US cents. */
export function usdCents(amount: number): UsdCents {
  return amount as UsdCents;
}

/** The sum of amounts of one currency: adding keeps the brand, so coins never add up with entries. */
export function addMinor<C extends Currency>(...amounts: [Minor<C>, ...Minor<C>[]]): Minor<C> {
  return amounts.reduce((sum, amount) => sum + amount, 0) as Minor<C>;
}
