/** Where the API lives (spec §7): every other path is the site, its assets, the docs or a probe. */
export const API_PREFIXES = ["/rest/", "/api/"] as const;

/**
 * Whether a request is for the API, judged by the route it matched (`request.routeOptions.url`,
 * the path the route was declared with) and never by the raw request line: the router decodes
 * `/%72est/…` and reads `GET http://host/rest/…` as `/rest/…`, so the raw URL is no guide.
 */
export function isApiRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && API_PREFIXES.some((prefix) => routeUrl.startsWith(prefix));
}
