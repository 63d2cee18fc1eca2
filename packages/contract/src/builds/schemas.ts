import { z } from "zod";

/** Spec §4/§7: the id of the deployed site build; open tabs compare it with their own. */
export const LatestBuildResponse = z.object({ id: z.string().min(1) });
export type LatestBuildResponse = z.infer<typeof LatestBuildResponse>;
