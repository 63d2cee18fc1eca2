/**
 * Where a channel's publications go: each is checked against the contract's `RealtimeMessage`
 * union (spec §7) and handed to the listeners of its type. A publication the union refuses is
 * logged and dropped, so a server newer than this page cannot break it.
 */
import {
  type RealtimeMessage,
  type RealtimeMessageOf,
  RealtimeMessage as RealtimeMessageSchema,
  type RealtimeMessageType,
} from "@reelhouse/contract";

export type RealtimeListener<T extends RealtimeMessageType> = (message: RealtimeMessageOf<T>) => void;

export interface MessageHub {
  /** Calls `listener` with every valid message of `type`; answers the way to stop. */
  listen<T extends RealtimeMessageType>(type: T, listener: RealtimeListener<T>): () => void;
  /** Checks a publication and hands it to its listeners; answers it, or null when it was dropped. */
  deliver(data: unknown): RealtimeMessage | null;
}

/** Messages about what the root loader holds (balance, profile, deposits): the root reloads its data. */
export const ROOT_DATA_MESSAGE_TYPES: ReadonlySet<RealtimeMessageType> = new Set([
  "cash",
  "profile",
  "deposit",
  "payment",
]);

export function createMessageHub(): MessageHub {
  const listeners = new Map<RealtimeMessageType, Set<(message: RealtimeMessage) => void>>();
  return {
    listen(type, listener) {
      const own = listeners.get(type) ?? new Set();
      listeners.set(type, own);
      const entry = listener as (message: RealtimeMessage) => void;
      own.add(entry);
      return () => {
        own.delete(entry);
      };
    },
    deliver(data) {
      const parsed = RealtimeMessageSchema.safeParse(data);
      if (!parsed.success) {
        console.warn("realtime message dropped", parsed.error.issues, data);
        return null;
      }
      // A copy, so a listener that stops listening while called does not skip the next one; one
      // that fails does not keep the message from the others.
      for (const listener of [...(listeners.get(parsed.data.type) ?? [])]) {
        try {
          listener(parsed.data);
        } catch (error) {
          console.error("realtime listener failed", error);
        }
      }
      return parsed.data;
    },
  };
}
