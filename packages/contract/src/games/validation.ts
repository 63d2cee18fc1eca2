/**
 * Spec §5: the games payload is checked before it is used or cached, on the server and in the
 * client, with the messages of spec §8 word for word. A payload with any problem is rejected
 * whole; the caller logs 'Games error' with the problems.
 */

export const GAMES_ERROR = "Games error";

/** Spec §8 cache errors (logged). */
export const GAMES_CACHE_ERRORS = {
  noRestrictionHash: "Games cache error: playerRestrictionIdsHash not found",
  responseNotValid: "Games response from BE not valid",
  cachedFromBackendNotValid: "Cached games from BE not valid",
  cachedNotValid: "Cached games not valid",
  cachedFromServerNotValid: "Cached games from nitro not valid",
} as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The problems of a games payload, empty when it is valid. `cached` payloads key games by id (an
 * object); direct ones list them (an array).
 */
export function validateGamesPayload(payload: unknown, { cached }: { cached: boolean }): string[] {
  const data = isPlainObject(payload) ? payload : {};
  const problems: string[] = [];

  if (!Array.isArray(data.providers)) problems.push("providers must be an array");
  else if (data.providers.length === 0) problems.push("providers array must not be empty");

  if (cached) {
    if (!isPlainObject(data.games)) problems.push("games must be an object");
    else if (Object.keys(data.games).length === 0) problems.push("games object must not be empty");
  } else if (!Array.isArray(data.games)) problems.push("games must be an array");
  else if (data.games.length === 0) problems.push("games array must not be empty");

  if (!Array.isArray(data.menu)) problems.push("menu must be an array");

  if (!isPlainObject(data.issueGamesIds)) problems.push("issueGamesIds must be an object");
  else if (Object.keys(data.issueGamesIds).length === 0)
    problems.push("issueGamesIds object must not be empty");

  return problems;
}
