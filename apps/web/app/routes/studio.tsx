import { findTitle } from "@reelhouse/games";
import { loadRound, loadSession } from "~/features/studio/api.ts";
import { StudioFrame } from "~/features/studio/studio-frame.tsx";
import { localeFromPath } from "~/lib/locale.ts";
import { routeValidationFailed } from "~/lib/route-errors.ts";
import { textMeta } from "~/lib/route-meta.ts";
import type { Route } from "./+types/studio";

/** The game inside the /game page's frame: no site chrome, no session prompts. */
export const handle = { isBare: true };

/**
 * /studio/{gameId}?replay={roundId}: a house title with the player's session (balances, a round
 * to resume), or one of their stored rounds to replay. An unknown title, or a round that is not
 * theirs or not of this title, is a failed route validation.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const title = findTitle(params.gameId);
  if (!title) routeValidationFailed(request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const replayId = url.searchParams.get("replay");
  const [session, replay] = await Promise.all([
    loadSession(context, locale, title.info.id),
    replayId ? loadRound(context, locale, replayId) : null,
  ]);
  if (replayId && replay?.gameId !== title.info.id) routeValidationFailed(request);
  // What the client shows and the paytable explains; the reel strips and weights stay here.
  const wildLineMultiplier = title.maths.kind === "reels" ? title.maths.wildLineMultiplier : 1;
  const multiplierValues =
    title.maths.kind === "tumble" ? title.maths.multiplierValues.map(({ value }) => value) : [];
  return { title: { ...title.info, wildLineMultiplier, multiplierValues }, session, replay };
}

/** The game owns its state once loaded: a balance message reloading the root must not reload it. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? textMeta(matches, data.title.name, data.title.name) : [];

export default function Studio({ loaderData }: Route.ComponentProps) {
  return <StudioFrame title={loaderData.title} session={loaderData.session} replay={loaderData.replay} />;
}
