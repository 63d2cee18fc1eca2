/**
 * The game client: the canvas (slot-stage.ts) under accessible DOM controls, and the round flow.
 * A spin takes the cost off the shown balance at once, plays the round to its end (free spins
 * and respins follow by themselves) and settles on the server's balance. Where the round stands
 * belongs to the round-flow state machine (round-flow.ts): the client sends it events and renders
 * its state, and a double click never sends two spins because the machine refuses a spin while a
 * round plays. An open round resumes on load; a replay plays a stored round with no betting. The
 * player's free spins of the game are offered over the reels; while they play, the bet is theirs.
 */
import type { BuyTier, Currency, GameSession, Round } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import { stakeOf, waysOf } from "@reelhouse/games";
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBalance, formatGameAmount } from "~/lib/balance.ts";
import { localizePath } from "~/lib/locale.ts";
import { useSite } from "~/lib/use-site.ts";
import { createRoundApi } from "./api.ts";
import type { TitleArt } from "./art/index.ts";
import { stopBeforeSpin } from "./autoplay.ts";
import { CountingDisplay } from "./counting-display.ts";
import { type GameMessageBody, postToHost } from "./frame-messages.ts";
import { FreeSpinsBanner, FreeSpinsSummary } from "./free-spins-banner.tsx";
import { GameCards } from "./game-cards.tsx";
import { GameControls } from "./game-controls.tsx";
import { GameHeader } from "./game-header.tsx";
import { GameModals } from "./game-modals.tsx";
import { RoundNotice, ScratchPrompt } from "./game-notices.tsx";
import { GamePresenter } from "./game-presenter.ts";
import { MachineFrame } from "./machine-frame.tsx";
import { titleGeometry } from "./machine-geometry.ts";
import { usePrefersReducedMotion, useSceneUrl } from "./media-hooks.ts";
import type { PaytableTitle } from "./paytable.tsx";
import { ReplayBanner } from "./replay-banner.tsx";
import { initialRoundFlow, isRoundBusy } from "./round-flow.ts";
import { RoundMeter } from "./round-meter.ts";
import { RoundReporter } from "./round-report.ts";
import { readSettings } from "./settings.ts";
import type { SlotStage } from "./slot-stage.ts";
import { SoundBoard } from "./sounds.ts";
import { svgDataUri } from "./svg-data-uri.ts";
import { useFreeSpins } from "./use-free-spins.ts";
import { useGameHud } from "./use-game-hud.ts";
import { useRoundFlow } from "./use-round-flow.ts";
import { useRoundPlay } from "./use-round-play.ts";
import { useSlotStage } from "./use-slot-stage.ts";
import { useSpaceBar } from "./use-space-bar.ts";
import { useStudioSettings } from "./use-studio-settings.ts";
import "./game-client.css";

/** A title as the frame's loader hands it over: what its paytable explains. */
export type StudioTitle = PaytableTitle;

export interface GameClientProps {
  title: StudioTitle;
  art: TitleArt;
  session: GameSession;
  /** A stored round to show again, with no betting. */
  replay: Round | null;
  onProgress(share: number): void;
  onReady(): void;
}

/**
 * A grid to show before the first spin: the title's symbols, high ones first, no feature symbols;
 * expanding reels at heights of every size they take, so the mechanic shows before a spin.
 */
function restingGrid(title: Pick<TitleInfo, "symbols" | "reels" | "rows" | "reelHeights">): string[][] {
  const plain = title.symbols.filter(
    (symbol) => symbol.role === "high" || symbol.role === "low" || symbol.role === "prize",
  );
  const { reelHeights } = title;
  const heightOf = (reel: number) =>
    reelHeights ? reelHeights.min + ((reel * 5 + 1) % (reelHeights.max - reelHeights.min + 1)) : title.rows;
  return Array.from({ length: title.reels }, (_, reel) =>
    Array.from({ length: heightOf(reel) }, (_, row) => plain[(reel * 2 + row * 3) % plain.length]?.id ?? ""),
  );
}

function paletteVariables(palette: TitleArt["palette"]): CSSProperties {
  return {
    "--game-accent": palette.accent,
    "--game-text": palette.text,
    "--game-text-muted": palette.textMuted,
    "--game-button": palette.button,
    "--game-button-light": palette.buttonLight,
    "--game-button-text": palette.buttonText,
    "--game-frame": palette.frame,
    "--game-frame-light": palette.frameLight,
    "--game-frame-dark": palette.frameDark,
    "--game-glow": palette.winGlow,
    "--game-highlight": palette.winHighlight,
  } as CSSProperties;
}

export function GameClient({ title, art, session, replay, onProgress, onReady }: GameClientProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const isReplay = replay !== null;
  const currency: Currency = replay?.currency ?? session.currency;
  const betLevels = title.betLevels[currency];
  const isReducedMotion = usePrefersReducedMotion();
  const geometry = useMemo(() => titleGeometry(title), [title]);
  const sceneUrl = useSceneUrl(art);

  const { settings, updateSettings, betIndex, needsConfirmation, chooseBet } = useStudioSettings(
    title,
    currency,
    betLevels,
  );
  const freeSpins = useFreeSpins({ gameId: title.id, currency, initial: session.freeSpins });
  const { run } = freeSpins;
  /** A run through free spins is on: each spin plays one of them, at their bet. */
  const isFreeRun = run !== null && !run.isOver;
  const bet = replay?.bet ?? (isFreeRun ? run.betLevel : (betLevels[betIndex] ?? betLevels[0] ?? 0));
  const { state: flow, current, send } = useRoundFlow(() => initialRoundFlow(session.balance[currency]));
  const { hud, controls: hudControls } = useGameHud();
  const isReady = flow.phase.kind !== "loading";
  const isBusy = isRoundBusy(flow);

  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const effectsRef = useRef<HTMLDivElement>(null);
  const reelBoxRef = useRef<HTMLDivElement>(null);
  /** The machine (its frame, the canvas over it), kept over the box the controls leave for it. */
  const machineRef = useRef<HTMLDivElement>(null);
  const balanceRef = useRef<HTMLOutputElement>(null);
  const winRef = useRef<HTMLOutputElement>(null);
  const presenterRef = useRef<GamePresenter | null>(null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const isCardCoveredRef = useRef(hud.isCardCovered);
  isCardCoveredRef.current = hud.isCardCovered;

  const format = useCallback(
    (minor: number) => formatGameAmount(minor, currency, locale),
    [currency, locale],
  );
  const [sounds] = useState(() => new SoundBoard(readSettings().isSoundOn));
  const [api] = useState(() => freeSpins.withFreeSpinAnswers(createRoundApi(title.id)));
  const [meter] = useState(
    () =>
      new RoundMeter(
        new CountingDisplay(
          () => balanceRef.current,
          (value) => formatBalance(value, currency, locale),
        ),
        new CountingDisplay(
          () => winRef.current,
          (value) => formatGameAmount(value, currency, locale),
        ),
      ),
  );

  const [reporter] = useState(() => new RoundReporter((round) => postToHost({ type: "round", round })));

  const play = useRoundPlay({
    api,
    currency,
    meter,
    reporter,
    sounds,
    hud: hudControls,
    presenter: presenterRef,
    current,
    send,
    onRoundFinished: freeSpins.roundFinished,
    onRoundFailed: freeSpins.roundFailed,
  });

  const initialGrid = (replay ? null : session.openRound)?.steps.at(-1)?.outcome.grid ?? restingGrid(title);
  const stageRef = useSlotStage({
    title,
    art,
    geometry,
    isReducedMotion,
    initialGrid,
    elements: { root: rootRef, host: hostRef, effects: effectsRef, reelBox: reelBoxRef, machine: machineRef },
    onProgress,
    onStage: (stage: SlotStage) => {
      const presenter = new GamePresenter({
        stage,
        sounds,
        meter,
        title,
        formatAmount: (minor) => formatGameAmount(minor, currency, locale),
        t: (key, values) => t(key as never, values as never) as unknown as string,
        isTurbo: () => settingsRef.current.isTurbo,
        isHandsFree: () => replay !== null || current().autoplay !== null,
        hud: hudControls,
        onReelsStop: () => {
          reporter.reelsStopped();
          // Browser tests time what the page shows against the reels' stops.
          const root = rootRef.current;
          if (root) root.dataset.reelStops = String(Number(root.dataset.reelStops ?? 0) + 1);
        },
        onTumble: () => {
          // Browser tests count the tumbles a replay shows.
          const root = rootRef.current;
          if (root) root.dataset.tumbles = String(Number(root.dataset.tumbles ?? 0) + 1);
        },
      });
      presenterRef.current = presenter;
      presenter.showResting(initialGrid);
      onReady();
      const open = replay ? null : session.openRound;
      if (replay) void play.replay(replay);
      else if (open?.steps.length) {
        // The open round goes on at the bet it was played at, and the controls say so.
        const openBetIndex = betLevels.indexOf(open.bet);
        if (openBetIndex >= 0 && openBetIndex !== betIndex) chooseBet(openBetIndex);
        void play.resume({ round: open, balance: session.balance });
      } else {
        send({ type: "ready" });
        meter.show(session.balance[currency]);
      }
    },
  });

  useEffect(
    () => () => {
      presenterRef.current = null;
      sounds.destroy();
    },
    [sounds],
  );

  // The ante bet stays on from spin to spin until the player turns it off; a buy never takes it.
  const [isAnte, setAnte] = useState(false);
  const spinCost = isFreeRun ? 0 : (stakeOf(title, bet, { buyTier: null, ante: isAnte }) ?? bet);
  const { spin: playSpin } = play;
  const { spinStarted } = freeSpins;
  const freeSpinsId = isFreeRun ? run.spinsId : null;
  const spin = useCallback(
    (buyTier: BuyTier | null = null) => {
      // One of the free spins: the promotion pays, so it costs the player nothing.
      if (freeSpinsId) {
        if (playSpin({ bet, cost: 0, buyTier: null, ante: false, freeSpinsId })) spinStarted();
        return;
      }
      const ante = buyTier === null && isAnte;
      const cost = stakeOf(title, bet, { buyTier, ante });
      if (cost !== null) playSpin({ bet, cost, buyTier, ante });
    },
    [bet, isAnte, playSpin, title, freeSpinsId, spinStarted],
  );

  // Autoplay: the next spin starts shortly after the last round ends, unless a rule stops it.
  const { autoplay, modal, balance } = flow;
  const phase = flow.phase.kind;
  useEffect(() => {
    if (!autoplay || phase !== "idle" || modal || isFreeRun) return;
    const reason = stopBeforeSpin(autoplay, spinCost, balance);
    if (reason) {
      send({ type: "autoplayHalted", reason, cost: spinCost });
      return;
    }
    const timer = setTimeout(() => spin(), settings.isTurbo ? 150 : 450);
    return () => clearTimeout(timer);
  }, [autoplay, phase, modal, balance, spinCost, send, spin, settings.isTurbo, isFreeRun]);

  // Why autoplay stopped by itself, shown (and told to screen readers) as a flash over the reels.
  // Each stop is flashed once, whatever else re-runs the effect.
  const { autoplayStop } = flow;
  const flashedStop = useRef(0);
  useEffect(() => {
    if (!autoplayStop || autoplayStop.serial === flashedStop.current) return;
    flashedStop.current = autoplayStop.serial;
    hudControls.flash(t(`studio.autoplay.stopped.${autoplayStop.reason}`));
  }, [autoplayStop, hudControls, t]);

  // Whatever opens over the canvas may make the browser compose it again: it draws once more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers.
  useEffect(() => {
    stageRef.current?.refresh();
  }, [modal, hud.card, flow.notice, hud.isCardCovered]);

  const skip = useCallback(() => presenterRef.current?.skip(), []);

  /** Asks the page hosting the game; opened on its own, the game goes to that page, which can. */
  const askHost = (message: GameMessageBody) => {
    if (postToHost(message)) return;
    const page = localizePath(`/game?game=${encodeURIComponent(title.id)}`, locale);
    window.location.assign(message.type === "openCashier" ? `${page}#cash` : page);
  };

  /** The spin button and the space bar: a spin, or while a round plays, a skip. */
  const { leave: leaveFreeSpins } = freeSpins;
  const isFreeRunOver = run?.isOver ?? false;
  const primaryAction = useCallback(() => {
    if (isRoundBusy(current())) {
      if (!isCardCoveredRef.current) skip();
      return;
    }
    // The free spins' total is showing: the first press closes it.
    if (isFreeRunOver) {
      leaveFreeSpins();
      return;
    }
    spin();
  }, [current, skip, spin, isFreeRunOver, leaveFreeSpins]);

  useSpaceBar(modal === null, isReplay ? skip : primaryAction);

  const cssVariables = useMemo(() => paletteVariables(art.palette), [art]);
  const logo = useMemo(() => svgDataUri(art.logo()), [art]);
  const closeModal = () => send({ type: "closeModal" });

  return (
    <div
      className={`game-client game-client--${title.mechanic}`}
      style={cssVariables}
      ref={rootRef}
      onPointerDown={(event) => {
        const target = event.target as HTMLElement;
        if (target.closest("button, a, input, select, dialog, .game-card")) return;
        if (isRoundBusy(current()) && !hud.isCardCovered) skip();
      }}
    >
      {sceneUrl ? <img className="game-client__scene" src={sceneUrl} alt="" /> : null}
      <div className="game-client__machine" ref={machineRef}>
        <MachineFrame geometry={geometry} palette={art.palette} />
        <div className="game-client__canvas" ref={hostRef} />
      </div>
      <div className="game-client__hud" aria-busy={!isReady}>
        <h1 className="visually-hidden">{title.name}</h1>
        <GameHeader
          title={title}
          logo={logo}
          bet={bet}
          feature={hud.feature}
          ways={title.reelHeights ? (hud.ways ?? waysOf(initialGrid)) : null}
          format={format}
          isSoundOn={settings.isSoundOn}
          onToggleSound={() => {
            const isSoundOn = !settings.isSoundOn;
            sounds.setOn(isSoundOn);
            if (isSoundOn) sounds.play("click");
            updateSettings({ isSoundOn });
          }}
          onOpenPaytable={() => send({ type: "openModal", modal: { kind: "paytable" } })}
        />
        {isReplay ? null : (
          <FreeSpinsBanner
            offer={freeSpins.offered.playable}
            elsewhere={freeSpins.offered.elsewhere}
            run={run}
            isScratch={title.mechanic === "scratch"}
            isBusy={isBusy || !isReady || autoplay !== null}
            onPlay={(grant) => {
              if (isRoundBusy(current())) return;
              send({ type: "stopAutoplay" });
              freeSpins.start(grant);
            }}
            onLater={freeSpins.leave}
            onSwitch={(to) => askHost({ type: to === "entries" ? "switchToSweeps" : "switchToCoins" })}
          />
        )}
        {isReplay ? (
          <ReplayBanner
            round={replay}
            format={format}
            isDone={flow.phase.kind === "replay" && flow.phase.isDone}
            onReplayAgain={() => {
              if (replay) void play.replay(replay);
            }}
          />
        ) : null}
        <div className="game-client__reels" ref={reelBoxRef} />
        <div className="game-client__meter" aria-hidden={!hud.isMeterShown}>
          <span className="game-client__meter-label">{t("studio.hud.win")}</span>
          <output className="game-client__meter-value" ref={winRef} aria-live="off" />
        </div>
        {flow.notice ? (
          <RoundNotice
            notice={flow.notice}
            onResume={() => {
              if (flow.notice?.kind === "interrupted") void play.resume(flow.notice.result);
            }}
            onDismiss={() => send({ type: "dismissNotice" })}
          />
        ) : null}
        {hud.isCardCovered ? <ScratchPrompt onRevealAll={() => presenterRef.current?.revealAll()} /> : null}
        <GameControls
          title={title}
          currency={currency}
          balanceRef={balanceRef}
          bet={bet}
          betIndex={betIndex}
          betLevels={betLevels}
          lastWin={flow.lastWin}
          format={format}
          isReplay={isReplay}
          isBusy={isBusy || !isReady}
          isCardCovered={hud.isCardCovered}
          isTurbo={settings.isTurbo}
          autoplay={autoplay}
          onSpin={primaryAction}
          onChooseBet={(index) =>
            needsConfirmation(index)
              ? send({ type: "openModal", modal: { kind: "maxBet", betIndex: index } })
              : chooseBet(index)
          }
          onToggleTurbo={() => updateSettings({ isTurbo: !settings.isTurbo })}
          onOpenAutoplay={() =>
            autoplay
              ? send({ type: "stopAutoplay" })
              : send({ type: "openModal", modal: { kind: "autoplay" } })
          }
          onBuy={() => send({ type: "openModal", modal: { kind: "buy" } })}
          isAnte={isAnte && !isFreeRun}
          isFreeSpin={isFreeRun}
          spinCost={spinCost}
          onToggleAnte={() => {
            sounds.play(isAnte ? "click" : "anteOn");
            setAnte(!isAnte);
          }}
        />
        <GameCards card={hud.card} flash={hud.flash} format={format} onSkip={skip} />
        {run?.isOver && hud.card === null && !isBusy ? (
          <FreeSpinsSummary run={run} isScratch={title.mechanic === "scratch"} onClose={freeSpins.leave} />
        ) : null}
        <div className="game-client__effects" ref={effectsRef} />
        <p className="visually-hidden" aria-live="polite">
          {hud.announcement}
        </p>
      </div>
      <GameModals
        modal={modal}
        title={title}
        art={art}
        currency={currency}
        bet={bet}
        betLevels={betLevels}
        format={format}
        onClose={closeModal}
        onConfirmMaxBet={(index) => {
          closeModal();
          chooseBet(index, true);
        }}
        onConfirmBuy={(tier) => {
          closeModal();
          spin(tier);
        }}
        onStartAutoplay={(autoplaySettings) => send({ type: "startAutoplay", settings: autoplaySettings })}
        onGetCoins={() => {
          closeModal();
          askHost({ type: "openCashier" });
        }}
        onSwitchCurrency={() => {
          closeModal();
          askHost({ type: currency === "coins" ? "switchToSweeps" : "switchToCoins" });
        }}
        canSwitchToSweeps={currency === "coins" && session.balance.entries > 0}
      />
    </div>
  );
}
