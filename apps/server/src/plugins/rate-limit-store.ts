/**
 * Where the API budget is counted (ADR 100): in Redis, shared by every instance, while Redis
 * answers; in this instance's memory, with the same budget, while it does not. A Redis fault never
 * fails a request (the library's own Redis store would answer 500) nor lets it through uncounted
 * (its `skipOnError`). After a failure the instance counts alone for a moment before it asks Redis
 * again, so a Redis that hangs costs one slow request a second, not one each. The switch is logged
 * once each way.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** How long the instance counts alone after Redis failed before it asks Redis again. */
export const REDIS_RETRY_AFTER_MS = 1_000;

export interface FallbackStoreOptions {
  redis: Redis;
  nameSpace: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** Whether the budget is shared right now; one per app, so its children switch and log together. */
class Sharing {
  private failedAt: number | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /** Whether to ask Redis now. After a failure one request a second asks; the others count alone. */
  shouldAsk(): boolean {
    if (this.redis.status !== "ready") return false;
    if (this.failedAt === null) return true;
    if (this.now() - this.failedAt < REDIS_RETRY_AFTER_MS) return false;
    this.failedAt = this.now();
    return true;
  }

  /** Counts alone: since the first request Redis could not take, or since `error`, the latest failure. */
  countAlone(error?: Error): void {
    if (this.failedAt === null) {
      this.log.warn(
        { err: error, redisStatus: this.redis.status },
        "Redis is unreachable: the API budget is counted by this instance alone until it answers",
      );
    }
    // A request not even sent to Redis does not put off the next attempt, or steady traffic would.
    if (error || this.failedAt === null) this.failedAt = this.now();
  }

  recovered(): void {
    if (this.failedAt === null) return;
    this.failedAt = null;
    this.log.info("Redis answers again: the API budget is shared by every instance again");
  }
}

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly sharing: Sharing,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    if (!this.sharing.shouldAsk()) {
      this.sharing.countAlone();
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.sharing.countAlone(error);
          this.local.incr(key, callback, timeWindow, max);
        } else {
          this.sharing.recovered();
          callback(null, result);
        }
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.sharing);
  }
}

/** The `store` option of @fastify/rate-limit: Redis's store, falling back to the in-memory one. */
export function redisWithLocalFallback(options: FallbackStoreOptions): FastifyRateLimitStoreCtor {
  const sharing = new Sharing(options.redis, options.log, options.now ?? Date.now);
  return class extends FallbackStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: StoreParams) {
      super(
        new RedisStore(continueExceeding, exponentialBackoff, options.redis, options.nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        sharing,
      );
    }
  };
}
