/**
 * Where a channel's messages go: each is handed to the listeners of its type. Publications are
 * checked against the contract's union before they get here (publication.ts).
 */
import type { RealtimeMessage, RealtimeMessageOf, RealtimeMessageType } from "@reelhouse/contract";

export type RealtimeListener<T extends RealtimeMessageType> = (message: RealtimeMessageOf<T>) => void;

export interface MessageHub {
  /** Calls `listener` with every valid message of `type`; answers the way to stop. */
  listen<T extends RealtimeMessageType>(type: T, listener: RealtimeListener<T>): () => void;
  /** Hands a message to the listeners of its type. */
  deliver(message: RealtimeMessage): void;
}

/** Each feature's contract `realtime.ts` says which of its messages make the root reload its data. */
export { ROOT_DATA_MESSAGE_TYPES } from "@reelhouse/contract";

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
    deliver(message) {
      // A copy, so a listener that stops listening while called does not skip the next one; one
      // that fails does not keep the message from the others.
      for (const listener of [...(listeners.get(message.type) ?? [])]) {
        try {
          listener(message);
        } catch (error) {
          console.error("realtime listener failed", error);
        }
      }
    },
  };
}
