/**
 * How a feature declares its realtime messages (`<feature>/realtime.ts`): each message is one shape
 * of spec §7's union on `type`; `messages.generated.ts` (written by `npm run generate`) collects
 * every feature's, so no shared list names them.
 */
import { z } from "zod";

export const realtimeMessage = <const T extends string, A extends z.ZodType, D extends z.ZodType>(
  type: T,
  action: A,
  data: D,
) => z.object({ type: z.literal(type), action, data });

type RealtimeMessageSchema = ReturnType<typeof realtimeMessage<string, z.ZodType, z.ZodType>>;

export interface RealtimeSlice<Messages extends readonly RealtimeMessageSchema[], Type extends string> {
  readonly messages: Messages;
  /** The types after which the site reloads what its root loader holds (balances, profile, deposits). */
  readonly reloadRootData: readonly Type[];
}

export function defineRealtimeSlice<
  const Messages extends readonly RealtimeMessageSchema[],
  const Type extends z.output<Messages[number]>["type"] = never,
>(slice: { messages: Messages; reloadRootData?: readonly Type[] }): RealtimeSlice<Messages, Type> {
  return { messages: slice.messages, reloadRootData: slice.reloadRootData ?? [] };
}
