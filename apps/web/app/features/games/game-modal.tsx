/**
 * Spec §2 game modal: `?game=<slug>` on any page opens a preview of the game over it (art, provider,
 * RTP, volatility, badges, the favourite heart) with "Play" in the player's current mode, which
 * opens the game page. Closing removes the query (going back when the site itself opened it).
 * Guests never see it: the server sends a guest with `?game=` to sign-up (root loader).
 */
import type { Game } from "@reelhouse/contract/games";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { GAME_QUERY } from "~/lib/game-query.ts";
import { lobbyPath } from "~/lib/lobby.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { catalogueQuery, gamesSessionQuery } from "./api.ts";
import { type Catalogue, findGameBySlug, providerName } from "./catalogue.ts";
import { FavoriteButton, useFavoriteControl } from "./favorite-button.tsx";
import { GameBadges, useGameFacts, VolatilityMeter } from "./game-facts.tsx";
import { GameImage } from "./game-tile.tsx";
import { useDisplayCurrency } from "./jackpot-ticker.tsx";
import { isGameModalEntry } from "./use-games.ts";

export function GamePreview({ game, catalogue }: { game: Game; catalogue: Catalogue }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const facts = useGameFacts();
  const favorite = useFavoriteControl();
  const currency = useDisplayCurrency();
  const isPlayable = game.currencies[currency];
  return (
    <div className="game-preview">
      <div className="game-preview__art">
        <GameImage game={game} isEager />
        <GameBadges game={game} facts={facts} className="game-preview__badges" />
      </div>
      <div className="game-preview__info">
        <p className="game-preview__provider">{providerName(catalogue, game.provider)}</p>
        <dl className="game-preview__facts">
          <div>
            <dt>{t("games.modal.rtp")}</dt>
            <dd>{facts.rtpPercent(game.rtp)}</dd>
          </div>
          <div>
            <dt>{t("games.modal.volatility")}</dt>
            <dd>
              <VolatilityMeter volatility={game.volatility} facts={facts} text="level" />
            </dd>
          </div>
        </dl>
        <div className="game-preview__actions">
          {isPlayable ? (
            <ButtonLink
              to={to(`/game?${new URLSearchParams({ [GAME_QUERY]: game.slug })}`)}
              size="lg"
              className="game-preview__play"
            >
              {t(`games.modal.play.${currency}`)}
            </ButtonLink>
          ) : (
            <p className="game-preview__unavailable">{t(`games.modal.unavailable.${currency}`)}</p>
          )}
          <FavoriteButton game={game} control={favorite} className="game-preview__favorite" />
        </div>
        <p className="game-preview__mode">{t(`games.modal.modeNote.${currency}`)}</p>
      </div>
    </div>
  );
}

/** The modal for the game `slug` (loaded on demand by the prompt: most pages never open it). */
export default function GameModal({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { theme, locale } = useSite();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useQuery(gamesSessionQuery());
  const catalogue = useQuery({
    ...catalogueQuery(session.data?.restrictionHash ?? null, locale),
    enabled: session.isSuccess,
  });
  const game = catalogue.data ? findGameBySlug(catalogue.data, slug) : undefined;
  const isLoading = session.isPending || catalogue.isPending;

  const close = () => {
    if (isGameModalEntry(location.state)) {
      navigate(-1);
      return;
    }
    const query = new URLSearchParams(location.search);
    query.delete(GAME_QUERY);
    const search = query.size > 0 ? `?${query}` : "";
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Modal
      isOpen
      onClose={close}
      title={game?.name ?? (isLoading ? t("games.loading") : t("games.modal.notFoundTitle"))}
      closeLabel={t("games.modal.close")}
      variant="wide"
    >
      {isLoading ? (
        <Skeleton count={3} label={t("games.loading")} />
      ) : game && catalogue.data ? (
        <GamePreview game={game} catalogue={catalogue.data} />
      ) : (
        <div className="games-empty">
          <p>{t("games.modal.notFoundBody")}</p>
          <ButtonLink to={to(lobbyPath(theme.id))} variant="secondary">
            {t("games.backToLobby")}
          </ButtonLink>
        </div>
      )}
    </Modal>
  );
}
