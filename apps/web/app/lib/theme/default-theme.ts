/**
 * The default theme (the contract's DEFAULT_THEME). Its own module: besides the server's table of
 * all nine, the browser imports it as the fallback for a page whose root data is missing (an error
 * in the root loader), so that page still has a palette and a logo.
 */
import { FUNRIZE } from "@reelhouse/contract/brands/funrize";
import type { Theme } from "./theme.ts";

export const DEFAULT_THEME_DATA: Theme = FUNRIZE;
