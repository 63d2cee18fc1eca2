/**
 * The /game page: a game in its frame under a slim bar (its name, the coins/entries switch,
 * history, fairness, full screen). The frame loads the game's launch URL: a house title's frame,
 * which talks to this page through frame-messages.ts (it asks for the cashier, for the switch to
 * sweeps or to coins, and reports how each round's presentation goes, which the site's balance
 * follows: lib/balance-hold.ts), or a seamless provider's game.
 */
import type { Currency, Locale } from "@reelhouse/contract";
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { formatBalance } from "~/lib/balance.ts";
import { balanceHold } from "~/lib/balance-hold.ts";
import { localizePath } from "~/lib/locale.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { switchGameMode } from "./api.ts";
import { listenToFrame } from "./frame-messages.ts";
import "./game-page.css";
import "./game-dialogs.css";

export interface GamePageProps {
  game: { id: string; name: string };
  /** Where the game opens: a path on this site (a house title) or a provider's URL. */
  launchUrl: string;
  replayId: string | null;
  /** What another feature shows over the game, under the page's bar (a race's standing). */
  aside?: ReactNode;
}

export function GamePage({ game, launchUrl, replayId, aside }: GamePageProps) {
  return (
    <GameFrame
      key={`${game.id}:${replayId ?? ""}`}
      game={game}
      launchUrl={launchUrl}
      replayId={replayId}
      aside={aside}
    />
  );
}

/** A house title's path in the page's language, with the round to replay; a provider's URL as given. */
function frameSource(launchUrl: string, replayId: string | null, locale: Locale): string {
  if (!launchUrl.startsWith("/")) return launchUrl;
  const path = localizePath(launchUrl, locale);
  if (!replayId) return path;
  return `${path}${path.includes("?") ? "&" : "?"}replay=${encodeURIComponent(replayId)}`;
}

/** The page fills the window under the site's header, whatever height the header has. */
function useFillUnderHeader(element: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const target = element.current;
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!target || !header) return;
    const measure = () =>
      target.style.setProperty("--game-top", `${header.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [element]);
}

function GameFrame({ game, launchUrl, replayId, aside }: GamePageProps) {
  const { t } = useTranslation();
  const { player, locale } = useSite();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const page = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameLoad, setFrameLoad] = useState(0);
  const [isSweepsOffered, setSweepsOffered] = useState(false);
  const [isSwitching, setSwitching] = useState(false);
  useFillUnderHeader(page);

  const currency: Currency = player?.gameMode === "SweepStakes" ? "entries" : "coins";
  const entries = player?.balance.entries ?? 0;

  // The site's balance as the server last gave it, for the hold to compare with the frame's
  // figures. A frame loaded again, or the page left, ends what the old frame was presenting.
  const siteBalance = player?.balance;
  useEffect(() => {
    if (siteBalance) balanceHold.observeSite(siteBalance);
  }, [siteBalance]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new frame load is the trigger.
  useEffect(() => () => balanceHold.drop(), [frameLoad]);

  // Spec: a player in coins mode who opens a game with entries to play is offered the switch, once
  // a browser session: asked on every game, it would stand between the player and each one.
  const [isOfferChecked, setOfferChecked] = useState(false);
  useEffect(() => {
    if (isOfferChecked || !player) return;
    setOfferChecked(true);
    if (!replayId && currency === "coins" && entries > 0 && isFirstSweepsOfferThisSession()) {
      setSweepsOffered(true);
    }
  }, [isOfferChecked, player, replayId, currency, entries]);

  // The game plays in the player's mode: when it changes (here or in the header), the frame reloads.
  const mode = player?.gameMode;
  const firstMode = useRef(mode);
  useEffect(() => {
    if (mode !== firstMode.current) {
      firstMode.current = mode;
      setFrameLoad((count) => count + 1);
    }
  }, [mode]);

  const switchTo = useCallback(
    async (target: Currency) => {
      setSweepsOffered(false);
      if (target === currency) return;
      setSwitching(true);
      try {
        await switchGameMode(target, locale);
        await revalidator.revalidate();
      } catch {
        toast.show({ message: t("studio.page.switchFailed"), tone: "dark" });
      } finally {
        setSwitching(false);
      }
    },
    [currency, locale, revalidator, t, toast],
  );

  useEffect(
    () =>
      listenToFrame(
        () => frame.current?.contentWindow,
        (message) => {
          switch (message.type) {
            case "openCashier":
              navigate({ pathname: location.pathname, search: location.search, hash: "cash" });
              break;
            case "switchToSweeps":
              setSweepsOffered(true);
              break;
            case "switchToCoins":
              void switchTo("coins");
              break;
            case "round":
              balanceHold.observeRound(message.round);
              // The round is over: the header catches up with the server.
              if (message.round.isOver) void revalidator.revalidate();
              break;
          }
        },
      ),
    [location.pathname, location.search, navigate, revalidator, switchTo],
  );

  const src = frameSource(launchUrl, replayId, locale);
  const goFullScreen = () => {
    const element = page.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element.requestFullscreen?.().catch(() => {});
  };

  return (
    <div className="game-page" ref={page}>
      <div className="game-page__bar">
        <h1 className="game-page__title">{game.name}</h1>
        {replayId ? null : (
          <fieldset className="game-page__modes" disabled={isSwitching}>
            <legend className="visually-hidden">{t("studio.page.mode")}</legend>
            {(["coins", "entries"] as const satisfies readonly Currency[]).map((option) => (
              <button
                key={option}
                type="button"
                className="game-page__mode"
                aria-pressed={currency === option}
                onClick={() => void switchTo(option)}
              >
                {t(`studio.currency.${option}`)}
              </button>
            ))}
          </fieldset>
        )}
        <nav className="game-page__links" aria-label={t("studio.page.links")}>
          <Link className="game-page__link" to={to("/game/history")}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M12 7.5V12l3 2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>{t("studio.page.history")}</span>
          </Link>
          <Link className="game-page__link" to={to("/fairness")}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M12 3l7 3v5.5c0 4.2-3 7.6-7 9-4-1.4-7-4.8-7-9V6z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
              <path
                d="M8.8 12.2l2.2 2.2 4.2-4.4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>{t("studio.page.fairness")}</span>
          </Link>
          <button type="button" className="game-page__fullscreen" onClick={goFullScreen}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>{t("studio.page.fullScreen")}</span>
          </button>
        </nav>
      </div>
      {aside}
      <iframe
        key={frameLoad}
        ref={frame}
        className="game-page__frame"
        src={src}
        title={t("studio.page.frameTitle", { name: game.name })}
        allow="fullscreen; autoplay"
      />
      <Modal
        isOpen={isSweepsOffered}
        onClose={() => setSweepsOffered(false)}
        title={t("studio.sweeps.title")}
        closeLabel={t("studio.modals.close")}
      >
        <div className="game-dialog">
          <p>
            {t("studio.sweeps.body", {
              amount: formatBalance(entries, "entries", locale),
              name: game.name,
            })}
          </p>
          <div className="game-dialog__actions">
            <Button onClick={() => void switchTo("entries")} isBusy={isSwitching}>
              {t("studio.sweeps.confirm")}
            </Button>
            <Button variant="secondary" onClick={() => setSweepsOffered(false)}>
              {t("studio.sweeps.keepCoins")}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

const SWEEPS_OFFERED_KEY = "sweeps_offered";

/** Whether this browser session has not been offered entries yet; it has from now on. */
function isFirstSweepsOfferThisSession(): boolean {
  try {
    if (sessionStorage.getItem(SWEEPS_OFFERED_KEY) === "true") return false;
    sessionStorage.setItem(SWEEPS_OFFERED_KEY, "true");
  } catch {
    // Storage refused (a private window's quota): offered as if new.
  }
  return true;
}
