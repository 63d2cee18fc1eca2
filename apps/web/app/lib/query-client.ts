/**
 * One TanStack Query setup for the browser and for loaders. Spec §7: an idempotent request is
 * retried once when it fails with 408, 409, 425, 429, 500, 502, 503 or 504; writes (mutations)
 * are never retried.
 */
import { QueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
}

export function createQueryClient(options: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        ...(options.retryDelayMs === undefined ? {} : { retryDelay: options.retryDelayMs }),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A loader's read: the same query options the browser uses, fetched once with the same retry
 * rule. Each server request gets its own client, so nothing is shared between visitors.
 */
export function loadQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
  client: QueryClient = createQueryClient({ retryDelayMs: 0 }),
): Promise<T> {
  return client.fetchQuery(options);
}
