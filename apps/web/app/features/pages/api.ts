import { type Locale, type PageContent, PageContentResponse } from "@reelhouse/contract";

/**
 * Loads a page through the server's API. `null` means there is no such page; any other failure
 * throws so the error boundary reports it.
 */
export async function fetchPageContent(
  fetchApi: (path: string) => Promise<Response>,
  name: string,
  locale: Locale,
): Promise<PageContent | null> {
  const response = await fetchApi(`/rest/page/content/${encodeURIComponent(name)}/?locale=${locale}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Page content request failed with ${response.status}`);
  return PageContentResponse.parse(await response.json()).data;
}
