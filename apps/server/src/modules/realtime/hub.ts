/** Who on this instance listens to which channel, and delivery of one encoded frame to all of them. */
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
  subscriberCount(channel: string): number;
}

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
      for (const subscriber of members) subscriber.send(frame);
      return members.size;
    },
    subscriberCount: (channel) => channels.get(channel)?.size ?? 0,
  };
}
