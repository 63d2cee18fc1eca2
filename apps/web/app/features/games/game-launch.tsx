import type { GameMode } from "@reelhouse/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { lobbyPath } from "~/lib/lobby.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { launchQuery } from "./api.ts";
import "./lobby.css";

/** What the `/game` page's loader launched: `GET /rest/game/{slug}/play/` and the mode the player was in. */
export interface GameLaunch {
  slug: string;
  name: string;
  url: string;
  mode: GameMode;
}

/**
 * The URL the game frame loads. When the player switches mode the game is launched again for the
 * new one (a provider's URL carries its currency and a fresh token); the current URL stays until
 * the new one is there.
 */
export function useLaunchUrl(launch: GameLaunch): string {
  const { player } = useSite();
  const mode = player?.gameMode ?? launch.mode;
  const { data } = useQuery({
    ...launchQuery(launch.slug, mode),
    initialData: mode === launch.mode ? launch.url : undefined,
    placeholderData: keepPreviousData,
  });
  return data ?? launch.url;
}

/** The game page when the server would not launch the game for this player here and now. */
export function GameRefused({ name, message }: { name: string; message: string }) {
  const { t } = useTranslation();
  const { theme } = useSite();
  const to = useLocalizedPath();
  return (
    <article className="feature-page">
      <PageHeader title={name} />
      <section className="empty-state games-empty" role="alert">
        <h2>{t("games.launch.refusedTitle")}</h2>
        <p>{message}</p>
        <ButtonLink to={to(lobbyPath(theme.id))}>{t("games.backToLobby")}</ButtonLink>
      </section>
    </article>
  );
}
