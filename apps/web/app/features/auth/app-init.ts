import { type AppInitData, AppInitResponse, type WebRequestContext } from "@reelhouse/contract";

/** App init (spec §3) fetched in a loader through the server's API. */
export async function loadAppInit(context: WebRequestContext): Promise<AppInitData> {
  const response = await context.fetchApi("/rest/app/init/");
  if (!response.ok) throw new Error(`App init failed with ${response.status}`);
  return AppInitResponse.parse(await response.json()).data;
}
