/**
 * How long a test waits, with `vi.waitFor`, for what follows a call without being part of its
 * answer: an event handled by a consumer, a webhook delivered, a socket reconnected. Long enough for
 * a busy shared machine (Vitest's own default is one second); a test still fails when it never happens.
 */
export const SETTLES = { timeout: 15_000, interval: 20 };
