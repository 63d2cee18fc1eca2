/** The cashier's fields of app init: the packages its popup offers and the offer the home banner promotes. */

import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";
import { CashierPackage, CurrentOffer } from "./schemas.ts";

export const cashierAppInit = defineAppInitSlice({
  fields: {
    /** The packages the cashier's popup offers, in order; `popupPresetPackage` is the one it leads with. */
    popupPresetPackages: z.array(CashierPackage),
    popupPresetPackage: CashierPackage.nullable(),
    /** The offer the home banner promotes, when there is one for the visitor. */
    bannerPresetPackage: CashierPackage.nullable(),
    currentOffer: CurrentOffer.nullable(),
  },
  defaults: {
    popupPresetPackages: [],
    popupPresetPackage: null,
    bannerPresetPackage: null,
    currentOffer: null,
  },
});
