/** The realtime module's fields of app init: how the site connects (spec §3, ADR 080); null for guests. */
import { z } from "zod";
import { defineAppInitSlice } from "../app-init/slice.ts";
import { WsConnectionData } from "./schemas.ts";

export const realtimeAppInit = defineAppInitSlice({
  fields: {
    wsConnectionData: WsConnectionData.nullable(),
    websocket: z.string().nullable(),
    token: z.string().nullable(),
  },
  defaults: { wsConnectionData: null, websocket: null, token: null },
});
