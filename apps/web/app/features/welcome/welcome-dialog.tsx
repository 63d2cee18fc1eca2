import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Gift } from "~/components/gift/gift.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { GAME_QUERY } from "~/lib/game-query.ts";
import { lobbyPath } from "~/lib/lobby.ts";
import { starterGameSlug } from "~/lib/starter-game.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { rememberWelcomed } from "~/lib/welcome-cookie.ts";
import { grantsQuery } from "./api.ts";
import { dueWelcomeGrant, mayWelcomeOn, type WelcomeGrant } from "./welcome-grant.ts";
import "./welcome.css";

/**
 * Spec §2 modal "welcome": a new player's welcome grant, celebrated once. It asks the ledger only
 * while this browser has not welcomed the player, shows the grant of their first week when no
 * other dialog is open (lib/dialog-queue.ts: after the location explanation), and is over once
 * the player plays, closes it or has nothing to be welcomed with. "Play now" opens a game: the
 * first of the popular ones.
 */
export function WelcomePrompt() {
  const { player, theme, hasSeenWelcome, locale } = useSite();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [isOver, setOver] = useState(false);
  const isToWelcome = player !== null && !hasSeenWelcome && !isOver;
  const grants = useQuery({
    ...grantsQuery(),
    enabled: isToWelcome,
    select: (page) => dueWelcomeGrant(page, Date.now()),
  });
  const grant = grants.data ?? null;
  const hasNothingToCelebrate = grants.isSuccess && grant === null;

  // A player with no grant from their first week is past welcoming: remembered, so their pages
  // stop asking and the home greets them as a returning player.
  const playerId = player?.id;
  useEffect(() => {
    if (playerId && hasNothingToCelebrate) rememberWelcomed(playerId);
  }, [playerId, hasNothingToCelebrate]);

  // Remembered in this browser for a year (spec §9), for this player only (lib/welcome-cookie.ts).
  const isTurn = useDialogTurn(
    "welcome",
    isToWelcome && grant !== null && mayWelcomeOn(pathname),
    DIALOG_PRIORITY.welcome,
  );
  if (!player || !grant || !isTurn) return null;

  const finish = () => {
    rememberWelcomed(player.id);
    setOver(true);
  };
  return (
    <WelcomeDialog
      grant={grant}
      firstName={player.firstName}
      onPlay={() => {
        finish();
        // A player who came for a game (sign-up from its tile) has it open already.
        if (searchParams.has(GAME_QUERY)) return;
        const lobby = to(lobbyPath(theme.id));
        void starterGameSlug(locale)
          .catch(() => null)
          .then((slug) => {
            if (slug) navigate(`${lobby}?${new URLSearchParams({ [GAME_QUERY]: slug })}`);
            // On the lobby already (a home that is the lobby): going there again would only reload it.
            else if (lobby !== pathname) navigate(lobby);
          });
      }}
      onLater={finish}
    />
  );
}

interface WelcomeDialogProps {
  grant: WelcomeGrant;
  firstName: string | null;
  onPlay(): void;
  onLater(): void;
}

/** The celebration itself: the brand's welcome, the two amounts big, what each is for, and the way on. */
function WelcomeDialog({ grant, firstName, onPlay, onLater }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const { theme } = useSite();
  const actions = useRef<HTMLDivElement>(null);
  // The modal focuses its first control, the close button; the choice this dialog offers is to play.
  useEffect(() => actions.current?.querySelector("button")?.focus(), []);

  return (
    <Modal
      isOpen
      onClose={onLater}
      title={t("welcome.title", { brand: theme.displayName })}
      closeLabel={t("common.close")}
    >
      <div className="welcome">
        <p className="welcome__lead">
          {firstName ? t("welcome.leadNamed", { name: firstName }) : t("welcome.lead")}
        </p>
        <Gift coins={grant.coins} entries={grant.entries} label={t("welcome.gift")} />
        {grant.coins > 0 && grant.entries > 0 && <p className="welcome__hint">{t("welcome.switchHint")}</p>}
        <div className="welcome__actions" ref={actions}>
          <Button size="lg" onClick={onPlay}>
            {t("common.playNow")}
          </Button>
          <Button size="lg" variant="ghost" onClick={onLater}>
            {t("welcome.later")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
