import type { Game } from "@reelhouse/contract/games";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { DIALOG_PRIORITY, useDialogTurn } from "~/lib/dialog-queue.ts";
import {
  isQuiet,
  mayPopUpOn,
  rememberOpened,
  wasAnotherOpenedThisPage,
  wasOpenedThisWeek,
} from "~/lib/popup-memory.ts";
import { useSite } from "~/lib/use-site.ts";
import { useIsWelcomeOver } from "~/lib/welcome-cookie.ts";
import { type Catalogue, providerName } from "./catalogue.ts";
import { GameBadges, useGameFacts, VolatilityMeter } from "./game-facts.tsx";
import type { GameOfWeekPick } from "./game-of-week.tsx";
import { GameImage } from "./game-tile.tsx";
import { gameLinkProps, useGameHref } from "./use-games.ts";

/** This browser remembers the pick it showed a player for a week (lib/popup-memory.ts). */
export const gameOfWeekMemoryKey = (playerId: string, gameId: number) => `game-of-week:${playerId}:${gameId}`;

/**
 * Spec §2 modal "game of the week": the week's pick, shown to a signed-in player on the lobby once
 * per week per pick in this browser, in its turn among the session's dialogs (lib/dialog-queue.ts:
 * after the welcome and the preset-package offer, never over another dialog), and not on a page
 * where the offer already opened: that visit has had its popup. Not for guests (their first minutes
 * belong to signing up), not while "Not today" keeps popups quiet, not on the pages popups leave
 * alone. "Play now" opens the game.
 */
export function GameOfWeekPrompt({ pick, catalogue }: { pick: GameOfWeekPick; catalogue: Catalogue }) {
  const { player, hasSeenWelcome } = useSite();
  const { pathname, hash } = useLocation();
  const playerId = player?.id ?? null;
  const game = catalogue.games[String(pick.gameId)];
  const memoryKey = playerId ? gameOfWeekMemoryKey(playerId, pick.gameId) : null;
  const isWelcomeOver = useIsWelcomeOver(playerId, hasSeenWelcome);
  // The browser's memory decides, so it is read after hydration.
  const [isDue, setDue] = useState(false);
  useEffect(() => {
    const now = Date.now();
    setDue(memoryKey !== null && !isQuiet(now) && !wasOpenedThisWeek(memoryKey, now));
  }, [memoryKey]);

  const isWanted =
    isDue && game !== undefined && isWelcomeOver && mayPopUpOn(pathname) && !hash.startsWith("#cash");
  const isTurn = useDialogTurn("game-of-week", isWanted, DIALOG_PRIORITY.gameOfWeek);
  // It steps aside when its turn comes after "Not today" on a dialog before it, or after the
  // preset-package offer opened on this page: one offer a visit, never one straight after another.
  const isAside =
    isTurn && memoryKey !== null && (isQuiet(Date.now()) || wasAnotherOpenedThisPage(memoryKey, Date.now()));
  useEffect(() => {
    if (!isTurn || !memoryKey) return;
    if (isAside) setDue(false);
    else rememberOpened(memoryKey, Date.now());
  }, [isTurn, isAside, memoryKey]);
  if (!isTurn || isAside || !game) return null;

  return (
    <GameOfWeekDialog
      game={game}
      description={pick.description}
      catalogue={catalogue}
      onDone={() => setDue(false)}
    />
  );
}

interface GameOfWeekDialogProps {
  game: Game;
  description: string;
  catalogue: Catalogue;
  onDone(): void;
}

/** The pick's art big, what makes it worth a try, its facts, and the way in. */
export function GameOfWeekDialog({ game, description, catalogue, onDone }: GameOfWeekDialogProps) {
  const { t } = useTranslation();
  const facts = useGameFacts();
  const gameHref = useGameHref();
  const navigate = useNavigate();
  const play = gameLinkProps(gameHref(game.slug));
  const actions = useRef<HTMLDivElement>(null);
  // The modal focuses its first control, the close button; the choice this dialog offers is to play.
  useEffect(() => actions.current?.querySelector("a")?.focus(), []);
  return (
    <Modal isOpen onClose={onDone} title={t("games.gameOfWeek.title")} closeLabel={t("common.close")}>
      <div className="game-of-week-dialog" data-testid="game-of-week-dialog">
        <div className="game-of-week-dialog__art">
          <GameImage game={game} isEager />
          <GameBadges game={game} facts={facts} className="game-of-week__badges" />
        </div>
        <p className="game-of-week-dialog__lead">{t("games.gameOfWeek.dialog.lead")}</p>
        <h3 className="game-of-week-dialog__name">{game.name}</h3>
        <p className="game-of-week__provider">{providerName(catalogue, game.provider)}</p>
        <p className="game-of-week-dialog__description">{description}</p>
        <p className="game-of-week__facts">
          <span>{facts.rtpLabel(game.rtp)}</span>
          <VolatilityMeter volatility={game.volatility} facts={facts} text="label" />
        </p>
        <div className="game-of-week-dialog__actions" ref={actions}>
          <ButtonLink
            {...play}
            size="lg"
            onClick={(event) => {
              // The game first, then this dialog's end: ended first, its link would go nowhere.
              event.preventDefault();
              const { to, ...options } = play;
              navigate(to, options);
              onDone();
            }}
          >
            {t("common.playNow")}
          </ButtonLink>
          <Button size="lg" variant="ghost" onClick={onDone}>
            {t("games.gameOfWeek.dialog.later")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
