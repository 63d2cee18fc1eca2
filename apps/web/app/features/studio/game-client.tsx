/**
 * The game client: the canvas (slot-stage.ts) under accessible DOM controls, and the round flow.
 * A spin takes the cost off the shown balance at once, plays the round to its end (free spins
 * and respins follow by themselves) and settles on the server's balance. A double click never
 * sends two spins: a ref guards the request before React re-renders the disabled button. An open
 * round resumes on load; a replay plays a stored round with no betting at all.
 */
import type { GameSession, Round, WalletCurrency } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import { roundCost } from "@reelhouse/games";
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "~/lib/api-client.ts";
import { formatBalance, formatGameAmount } from "~/lib/balance.ts";
import { localizePath } from "~/lib/locale.ts";
import { useSite } from "~/lib/use-site.ts";
import { createRoundApi, type RoundResult } from "./api.ts";
import type { TitleArt } from "./art/index.ts";
import {
  type AutoplayRun,
  type AutoplayStopReason,
  afterRound,
  startAutoplay,
  stopBeforeSpin,
} from "./autoplay.ts";
import { CountingDisplay } from "./counting-display.ts";
import { type GameMessageBody, postToHost } from "./frame-messages.ts";
import { GameCards } from "./game-cards.tsx";
import { GameControls } from "./game-controls.tsx";
import { GameHeader } from "./game-header.tsx";
import { type GameModal, GameModals } from "./game-modals.tsx";
import { type FeatureHud, type GameCard, GamePresenter } from "./game-presenter.ts";
import { MachineFrame } from "./machine-frame.tsx";
import { fitMachine, machineGeometry } from "./machine-geometry.ts";
import { usePrefersReducedMotion, useSceneUrl } from "./media-hooks.ts";
import { ReplayBanner } from "./replay-banner.tsx";
import { RoundMeter } from "./round-meter.ts";
import { isRoundOpen, playFrom, playRound, RoundInterruptedError } from "./round-player.ts";
import { betKey, readSettings, type StudioSettings, writeSettings } from "./settings.ts";
import { SlotStage } from "./slot-stage.ts";
import { SoundBoard } from "./sounds.ts";
import { svgDataUri } from "./svg-data-uri.ts";
import { loadTitleTextures } from "./textures.ts";
import "./game-client.css";

/** A title as the frame's loader hands it over: its public description and its wild bonus. */
export type StudioTitle = TitleInfo & { wildLineMultiplier: number };

export interface GameClientProps {
  title: StudioTitle;
  art: TitleArt;
  session: GameSession;
  /** A stored round to show again, with no betting. */
  replay: Round | null;
  onProgress(share: number): void;
  onReady(): void;
}

/** A grid to show before the first spin: the title's symbols, high ones first, no feature symbols. */
function restingGrid(title: Pick<TitleInfo, "symbols" | "reels" | "rows">): string[][] {
  const plain = title.symbols.filter(
    (symbol) => symbol.role === "high" || symbol.role === "low" || symbol.role === "prize",
  );
  return Array.from({ length: title.reels }, (_, reel) =>
    Array.from({ length: title.rows }, (_, row) => plain[(reel * 2 + row * 3) % plain.length]?.id ?? ""),
  );
}

/** Whether a round won free spins or respins. */
function wonFeature(round: Round): boolean {
  return round.steps.some((step) =>
    step.outcome.events.some((event) => event.type === "freeSpinsAwarded" || event.type === "respinsAwarded"),
  );
}

function featureWonSoFar(round: Round): number {
  return round.steps
    .filter((step) => step.outcome.kind === "freeSpin" || step.outcome.kind === "respin")
    .reduce((sum, step) => sum + step.win, 0);
}

export function GameClient({ title, art, session, replay, onProgress, onReady }: GameClientProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const isReplay = replay !== null;
  const currency: WalletCurrency = replay?.currency ?? session.currency;
  const betLevels = title.betLevels[currency];
  const isReducedMotion = usePrefersReducedMotion();
  const geometry = useMemo(() => machineGeometry(title.reels, title.rows), [title.reels, title.rows]);
  const sceneUrl = useSceneUrl(art);

  const [settings, setSettings] = useState<StudioSettings>(readSettings);
  const [betIndex, setBetIndex] = useState(() => {
    const stored = readSettings().bets[betKey(title.id, currency)];
    return stored !== undefined && stored < betLevels.length ? stored : title.defaultBetIndex;
  });
  const bet = replay?.bet ?? betLevels[betIndex] ?? betLevels[0] ?? 0;
  const [isReady, setReady] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [feature, setFeature] = useState<FeatureHud | null>(null);
  const [card, setCard] = useState<GameCard | null>(null);
  const [flash, setFlash] = useState<{ id: number; message: string } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [isCardCovered, setCardCovered] = useState(false);
  const [isMeterShown, setMeterShown] = useState(false);
  const [modal, setModal] = useState<GameModal | null>(null);
  const [autoplay, setAutoplay] = useState<AutoplayRun | null>(null);
  const [lastWin, setLastWin] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [interrupted, setInterrupted] = useState<RoundResult | null>(null);
  const [isReplayDone, setReplayDone] = useState(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const effectsRef = useRef<HTMLDivElement>(null);
  const reelBoxRef = useRef<HTMLDivElement>(null);
  /** The machine (its frame, the canvas over it), kept over the box the controls leave for it. */
  const machineRef = useRef<HTMLDivElement>(null);
  const balanceRef = useRef<HTMLOutputElement>(null);
  const winRef = useRef<HTMLOutputElement>(null);
  const stageRef = useRef<SlotStage | null>(null);
  const presenterRef = useRef<GamePresenter | null>(null);
  const isBusyRef = useRef(false);
  const serverBalance = useRef(session.balance[currency]);
  /** What the last spin asked for cost, for the insufficient-funds dialog. */
  const lastCost = useRef(0);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const autoplayRef = useRef(autoplay);
  autoplayRef.current = autoplay;

  const format = useCallback(
    (minor: number) => formatGameAmount(minor, currency, locale),
    [currency, locale],
  );
  const [sounds] = useState(() => new SoundBoard(readSettings().isSoundOn));
  const [api] = useState(() => createRoundApi(title.id));
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

  const updateSettings = useCallback((patch: Partial<StudioSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      writeSettings(next);
      return next;
    });
  }, []);

  // The canvas, its textures and the presenter: made once, when the client mounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session, title or replay loads the frame again.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let isCancelled = false;
    let stage: SlotStage | null = null;
    let observer: ResizeObserver | null = null;
    const open = replay ? null : session.openRound;
    const lastStep = open?.steps.at(-1)?.outcome ?? null;

    // The machine sits in the box the controls leave free, as large as it fits, centred; the frame
    // and the canvas cover exactly the machine.
    const layout = () => {
      const box = reelBoxRef.current?.getBoundingClientRect();
      const client = rootRef.current?.getBoundingClientRect();
      if (!box || !client || !stage) return;
      const fitted = fitMachine(geometry, {
        x: box.left - client.left,
        y: box.top - client.top,
        width: box.width,
        height: box.height,
      });
      const width = Math.round(geometry.width * fitted.scale);
      const height = Math.round(geometry.height * fitted.scale);
      const style = machineRef.current?.style;
      style?.setProperty("left", `${Math.round(fitted.x)}px`);
      style?.setProperty("top", `${Math.round(fitted.y)}px`);
      style?.setProperty("width", `${width}px`);
      style?.setProperty("height", `${height}px`);
      if (width > 0 && height > 0) stage.layout({ width, height });
    };

    void (async () => {
      const textures = await loadTitleTextures(art, art.symbolIds, onProgress);
      if (isCancelled) return textures.destroy();
      stage = new SlotStage(title, art, textures, isReducedMotion);
      await stage.init(host, effectsRef.current ?? host, lastStep?.grid ?? restingGrid(title));
      if (isCancelled) return stage.destroy();
      stageRef.current = stage;
      const presenter = new GamePresenter({
        stage,
        sounds,
        meter,
        title,
        formatAmount: (minor) => formatGameAmount(minor, currency, locale),
        t: (key, values) => t(key as never, values as never) as unknown as string,
        isTurbo: () => settingsRef.current.isTurbo,
        isHandsFree: () => replay !== null || autoplayRef.current !== null,
        hud: {
          setFeature,
          showMeter: () => setMeterShown(true),
          openCard: setCard,
          closeCard: () => setCard(null),
          flash: (message) => setFlash({ id: performance.now(), message }),
          announce: setAnnouncement,
          setCardCovered,
        },
      });
      presenterRef.current = presenter;
      observer = new ResizeObserver(layout);
      if (rootRef.current) observer.observe(rootRef.current);
      if (reelBoxRef.current) observer.observe(reelBoxRef.current);
      layout();
      setReady(true);
      onReady();
      if (replay) {
        meter.show(0);
        await runReplay(presenter, replay);
      } else if (open && lastStep) {
        await resume(
          presenter,
          { round: open, balance: session.balance },
          lastStep.state?.kind ?? "freeSpins",
        );
      } else {
        meter.show(session.balance[currency]);
      }
    })();
    return () => {
      isCancelled = true;
      observer?.disconnect();
      stage?.destroy();
      stageRef.current = null;
      presenterRef.current = null;
      sounds.destroy();
    };
  }, []);

  const finishRound = useCallback(
    (result: RoundResult) => {
      const balance = result.balance[currency];
      serverBalance.current = balance;
      meter.settle(balance, result.round.totalWin);
      setLastWin(result.round.totalWin);
      postToHost({ type: "balance", balance: result.balance });
      if (result.round.totalWin === 0) setAnnouncement(t("studio.announce.noWin"));
    },
    [currency, meter, t],
  );

  const failRound = useCallback(
    (error: unknown) => {
      setAutoplay(null);
      if (error instanceof RoundInterruptedError) {
        setInterrupted(error.result);
        setNotice(t("studio.errors.interrupted"));
        return;
      }
      meter.show(serverBalance.current);
      if (error instanceof ApiError && error.reason === "INSUFFICIENT_FUNDS") {
        setModal({ kind: "funds", cost: lastCost.current, balance: serverBalance.current });
      } else if (error instanceof ApiError && error.reason === "ROUND_IN_PROGRESS") {
        // Another tab has a round of this game open: the frame loads again and resumes it.
        window.location.reload();
      } else {
        setNotice(error instanceof ApiError ? error.message : t("studio.errors.generic"));
      }
    },
    [meter, t],
  );

  async function resume(presenter: GamePresenter, start: RoundResult, feature: "freeSpins" | "respins") {
    const { round } = start;
    isBusyRef.current = true;
    setBusy(true);
    presenter.startRound(round.bet, round.cost, round.totalWin, featureWonSoFar(round));
    meter.resume(start.balance[currency], round.totalWin);
    setMeterShown(round.totalWin > 0);
    const last = round.steps.at(-1);
    if (last) presenter.restore(last.outcome);
    try {
      if (isRoundOpen(round)) await presenter.showResume(feature);
      finishRound(await playFrom(api, start, round.steps.length, presenter));
      setInterrupted(null);
      setNotice(null);
    } catch (error) {
      failRound(error);
    } finally {
      isBusyRef.current = false;
      setBusy(false);
    }
  }

  async function runReplay(presenter: GamePresenter, round: Round) {
    setReplayDone(false);
    presenter.startRound(round.bet, round.cost);
    meter.show(0);
    meter.resume(0, 0);
    await playFrom(api, { round, balance: { coins: 0, entries: 0 } }, 0, presenter);
    setLastWin(round.totalWin);
    setReplayDone(true);
  }

  /** Why autoplay stopped, shown (and told to screen readers) as a flash over the reels. */
  const showAutoplayStop = useCallback(
    (reason: AutoplayStopReason) =>
      setFlash({ id: performance.now(), message: t(`studio.autoplay.stopped.${reason}`) }),
    [t],
  );

  const spin = useCallback(
    async (isBuy = false) => {
      const presenter = presenterRef.current;
      if (!presenter || isBusyRef.current || isReplay) return;
      const cost = roundCost(bet, isBuy ? (title.bonusBuy?.price ?? null) : null);
      lastCost.current = cost;
      if (cost > serverBalance.current) {
        setAutoplay(null);
        setModal({ kind: "funds", cost, balance: serverBalance.current });
        return;
      }
      isBusyRef.current = true;
      setBusy(true);
      setNotice(null);
      sounds.play("click");
      setMeterShown(false);
      meter.startRound(serverBalance.current, cost);
      presenter.startRound(bet, cost);
      try {
        const result = await playRound(api, { currency, bet, buy: isBuy }, presenter);
        finishRound(result);
        const run = autoplayRef.current;
        if (run) {
          const next = afterRound(run, {
            cost,
            totalWin: result.round.totalWin,
            wonFeature: wonFeature(result.round),
          });
          setAutoplay(next.stop ? null : next.run);
          if (next.stop) showAutoplayStop(next.stop);
        }
      } catch (error) {
        failRound(error);
      } finally {
        isBusyRef.current = false;
        setBusy(false);
      }
    },
    [api, bet, currency, failRound, finishRound, isReplay, meter, showAutoplayStop, sounds, title.bonusBuy],
  );

  // Autoplay: the next spin starts shortly after the last round ends, unless a rule stops it.
  useEffect(() => {
    if (!autoplay || isBusy || modal) return;
    const reason = stopBeforeSpin(autoplay, bet, serverBalance.current);
    if (reason) {
      setAutoplay(null);
      showAutoplayStop(reason);
      if (reason === "funds") setModal({ kind: "funds", cost: bet, balance: serverBalance.current });
      return;
    }
    const timer = setTimeout(() => void spin(), settings.isTurbo ? 150 : 450);
    return () => clearTimeout(timer);
  }, [autoplay, isBusy, modal, bet, spin, settings.isTurbo, showAutoplayStop]);

  // Whatever opens over the canvas may make the browser compose it again: it draws once more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers.
  useEffect(() => {
    stageRef.current?.refresh();
  }, [modal, card, notice, isCardCovered]);
  useEffect(() => {
    const onVisible = () => stageRef.current?.refresh();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, []);

  const skip = useCallback(() => presenterRef.current?.skip(), []);

  /** Asks the page hosting the game; opened on its own, the game goes to that page, which can. */
  const askHost = (message: GameMessageBody) => {
    if (postToHost(message)) return;
    const page = localizePath(`/game?game=${encodeURIComponent(title.id)}`, locale);
    window.location.assign(message.type === "openCashier" ? `${page}#cash` : page);
  };

  const primaryAction = useCallback(() => {
    if (isBusyRef.current) {
      if (!isCardCovered) skip();
      return;
    }
    void spin();
  }, [isCardCovered, skip, spin]);

  // The space bar spins, stops the reels and skips, unless a control has the focus (it takes
  // the key itself) or a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "Space" || event.repeat || modal) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("button, a, input, select, textarea, [role='dialog'], dialog")) return;
      event.preventDefault();
      if (isReplay) skip();
      else primaryAction();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isReplay, modal, primaryAction, skip]);

  const chooseBet = (index: number) => {
    if (index === betLevels.length - 1 && !settings.hasConfirmedMaxBet && index !== betIndex) {
      setModal({ kind: "maxBet", betIndex: index });
      return;
    }
    setBetIndex(index);
    updateSettings({ bets: { ...settings.bets, [betKey(title.id, currency)]: index } });
  };

  const cssVariables = useMemo(() => {
    const { palette } = art;
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
  }, [art]);

  const logo = useMemo(() => svgDataUri(art.logo()), [art]);

  return (
    <div
      className={`game-client game-client--${title.mechanic}`}
      style={cssVariables}
      ref={rootRef}
      onPointerDown={(event) => {
        const target = event.target as HTMLElement;
        if (target.closest("button, a, input, select, dialog, .game-card")) return;
        if (isBusyRef.current && !isCardCovered) skip();
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
          feature={feature}
          format={format}
          isSoundOn={settings.isSoundOn}
          onToggleSound={() => {
            const isSoundOn = !settings.isSoundOn;
            sounds.setOn(isSoundOn);
            if (isSoundOn) sounds.play("click");
            updateSettings({ isSoundOn });
          }}
          onOpenPaytable={() => setModal({ kind: "paytable" })}
        />
        {isReplay ? (
          <ReplayBanner
            round={replay}
            format={format}
            isDone={isReplayDone}
            onReplayAgain={() => {
              const presenter = presenterRef.current;
              if (presenter && replay) void runReplay(presenter, replay);
            }}
          />
        ) : null}
        <div className="game-client__reels" ref={reelBoxRef} />
        <div className="game-client__meter" aria-hidden={!isMeterShown}>
          <span className="game-client__meter-label">{t("studio.hud.win")}</span>
          <output className="game-client__meter-value" ref={winRef} aria-live="off" />
        </div>
        {notice ? (
          <div className="game-client__notice" role="alert">
            <p>{notice}</p>
            {interrupted ? (
              <button
                type="button"
                className="game-button game-button--primary"
                onClick={() => {
                  const presenter = presenterRef.current;
                  const start = interrupted;
                  if (!presenter || !start) return;
                  setNotice(null);
                  void resume(presenter, start, start.round.steps.at(-1)?.outcome.state?.kind ?? "freeSpins");
                }}
              >
                {t("studio.errors.resume")}
              </button>
            ) : (
              <button type="button" className="game-button" onClick={() => setNotice(null)}>
                {t("studio.errors.dismiss")}
              </button>
            )}
          </div>
        ) : null}
        {isCardCovered ? (
          <div className="game-client__scratch">
            <p>{t("studio.scratch.hint")}</p>
            <button
              type="button"
              className="game-button game-button--primary"
              onClick={() => presenterRef.current?.revealAll()}
            >
              {t("studio.scratch.revealAll")}
            </button>
          </div>
        ) : null}
        <GameControls
          title={title}
          currency={currency}
          balanceRef={balanceRef}
          bet={bet}
          betIndex={betIndex}
          betLevels={betLevels}
          lastWin={lastWin}
          format={format}
          isReplay={isReplay}
          isBusy={isBusy || !isReady}
          isCardCovered={isCardCovered}
          isTurbo={settings.isTurbo}
          autoplay={autoplay}
          onSpin={primaryAction}
          onChooseBet={chooseBet}
          onToggleTurbo={() => updateSettings({ isTurbo: !settings.isTurbo })}
          onOpenAutoplay={() => (autoplay ? setAutoplay(null) : setModal({ kind: "autoplay" }))}
          onBuy={() => setModal({ kind: "buy" })}
        />
        <GameCards card={card} flash={flash} format={format} onSkip={skip} />
        <div className="game-client__effects" ref={effectsRef} />
        <p className="visually-hidden" aria-live="polite">
          {announcement}
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
        onClose={() => setModal(null)}
        onConfirmMaxBet={(index) => {
          setModal(null);
          setBetIndex(index);
          updateSettings({
            hasConfirmedMaxBet: true,
            bets: { ...settings.bets, [betKey(title.id, currency)]: index },
          });
        }}
        onConfirmBuy={() => {
          setModal(null);
          void spin(true);
        }}
        onStartAutoplay={(autoplaySettings) => {
          setModal(null);
          setAutoplay(startAutoplay(autoplaySettings));
        }}
        onGetCoins={() => {
          setModal(null);
          askHost({ type: "openCashier" });
        }}
        onSwitchCurrency={() => {
          setModal(null);
          askHost({ type: currency === "coins" ? "switchToSweeps" : "switchToCoins" });
        }}
        canSwitchToSweeps={currency === "coins" && session.balance.entries > 0}
      />
    </div>
  );
}
