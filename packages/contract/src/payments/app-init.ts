/** The payments module's fields of app init: completed purchases, whether there is any and how many. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";

export const paymentsAppInit = defineAppInitSlice({
  fields: { hasDeposits: z.boolean(), depositsCount: z.number().int() },
  defaults: { hasDeposits: false, depositsCount: 0 },
});
