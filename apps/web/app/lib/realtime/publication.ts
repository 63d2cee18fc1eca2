/**
 * A channel's publication, checked against the contract's `RealtimeMessage` union (spec §7). A
 * publication the union refuses is logged and dropped, so a server newer than this page cannot
 * break it. Loaded with the realtime client, after hydration.
 */
import { type RealtimeMessage, RealtimeMessage as RealtimeMessageSchema } from "@reelhouse/contract/realtime";

/** The message a publication carries, or null (with a warning) when the union refuses it. */
export function readPublication(data: unknown): RealtimeMessage | null {
  const parsed = RealtimeMessageSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn("realtime message dropped", parsed.error.issues, data);
  return null;
}
