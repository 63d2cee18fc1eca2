import type { Currency } from "@reelhouse/contract";
import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import { lobbyPath } from "~/lib/lobby.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { rememberWelcomed } from "~/lib/welcome-cookie.ts";
import { grantsQuery } from "./api.ts";
import { dueWelcomeGrant, mayWelcomeOn, type WelcomeGrant } from "./welcome-grant.ts";
import "./welcome.css";

const MINOR_PER_WHOLE = 100;

/**
 * Spec §2 modal "welcome": a new player's welcome grant, celebrated once. It asks the ledger only
 * while this browser has not welcomed the player, shows the grant of their first week when no
 * other dialog is open (lib/dialog-queue.ts: after the location explanation), and is over once the player plays, closes it or has
 * nothing to be welcomed with.
 */
export function WelcomePrompt() {
  const { player, theme, hasSeenWelcome } = useSite();
  const { pathname } = useLocation();
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
        // On the lobby already (a home that is the lobby): going there again would only reload it.
        const lobby = to(lobbyPath(theme.id));
        if (lobby !== pathname) navigate(lobby);
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
        <div className="welcome__stage">
          <Burst />
          <ul className="welcome__gift" aria-label={t("welcome.gift")}>
            {grant.coins > 0 && <GiftAmount currency="coins" amount={grant.coins} />}
            {grant.entries > 0 && <GiftAmount currency="entries" amount={grant.entries} />}
          </ul>
        </div>
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

/**
 * One currency of the gift, in the header balance's colours and marks (features/shell): coins
 * are TournamentPoints mode's, entries SweepStakes mode's.
 */
function GiftAmount({ currency, amount }: { currency: Currency; amount: number }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const isCoins = currency === "coins";
  const mode = t(isCoins ? "modes.tournamentPoints" : "modes.sweepStakes");
  return (
    <li className={`welcome__amount welcome__amount--${currency}`}>
      <span className="welcome__mark" aria-hidden="true" />
      <span className="welcome__figure">
        <strong className="welcome__value">{formatQuantity(amount, locale)}</strong>{" "}
        <span className="welcome__currency">
          {t(isCoins ? "welcome.coins" : "welcome.entries", { count: amount / MINOR_PER_WHOLE })}
        </span>
      </span>
      <span className="welcome__use">{t(isCoins ? "welcome.coinsFor" : "welcome.entriesFor", { mode })}</span>
    </li>
  );
}

const BURST_PIECES = 18;

/** Confetti thrown once from behind the amounts, in the brand's colours; none with reduced motion. */
function Burst() {
  return (
    <div className="welcome__burst" aria-hidden="true">
      {Array.from({ length: BURST_PIECES }, (_, index) => (
        // The piece's place in the ring; the stylesheet turns it into a direction, a reach and a colour.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are identical and never reorder.
        <span key={index} className="welcome__piece" style={{ "--piece": index } as CSSProperties} />
      ))}
    </div>
  );
}
