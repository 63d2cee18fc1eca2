import { z } from "zod";

export const HealthResponse = z.object({ status: z.literal("ok") });

export const ReadinessCheck = z.object({ name: z.string(), ok: z.boolean() });

export const ReadinessResponse = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.array(ReadinessCheck),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
