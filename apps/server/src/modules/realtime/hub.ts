/**
 * Who on this instance listens to which channel, and delivery of one encoded frame to all of them.
 * A channel with thousands of listeners (the broadcast) is served a slice at a time, giving the
 * event loop back between slices so pings, handshakes and pages are not held up; slices are queued
 * in order, so every subscriber still gets a channel's frames in the order they were sent.
 */
export interface Subscriber {
  readonly userId: string;
  /** Queues an encoded frame for the client. */
  send(frame: string): void;
}

export interface Hub {
  add(channel: string, subscriber: Subscriber): boolean;
  remove(channel: string, subscriber: Subscriber): boolean;
  /** Sends one encoded frame to every local subscriber of the channel; answers how many. */
  deliver(channel: string, frame: string): number;
}

/** About 10 ms of sending on this machine (docs/benchmarks.md, realtime). */
const DELIVERY_SLICE = 1_000;

export function createHub(): Hub {
  const channels = new Map<string, Set<Subscriber>>();
  return {
    add(channel, subscriber) {
      let members = channels.get(channel);
      if (!members) {
        members = new Set();
        channels.set(channel, members);
      }
      const isNew = !members.has(subscriber);
      members.add(subscriber);
      return isNew;
    },
    remove(channel, subscriber) {
      const members = channels.get(channel);
      if (!members?.delete(subscriber)) return false;
      if (members.size === 0) channels.delete(channel);
      return true;
    },
    deliver(channel, frame) {
      const members = channels.get(channel);
      if (!members) return 0;
      if (members.size <= DELIVERY_SLICE) {
        for (const subscriber of members) subscriber.send(frame);
        return members.size;
      }
      const recipients = [...members];
      const sendSlice = (from: number) => {
        const to = Math.min(from + DELIVERY_SLICE, recipients.length);
        for (let index = from; index < to; index++) recipients[index]?.send(frame);
        if (to < recipients.length) setImmediate(sendSlice, to);
      };
      sendSlice(0);
      return recipients.length;
    },
  };
}
