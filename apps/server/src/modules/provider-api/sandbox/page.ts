/**
 * The sandbox game's HTML: the game (name, balance, bet, play button, result, pay table) or a
 * message when it cannot be played. Scripts and styles are files of the same origin, so the site's
 * content security policy needs no exception; the page's data travels in a JSON block, which is
 * never run.
 */
import type { ProviderApiStatus } from "@reelhouse/contract";
import type { SandboxGame } from "@reelhouse/games";
import { escapeHtml } from "../../../lib/html.ts";
import type { SandboxCopy, SandboxLanguage } from "./copy.ts";
import type { PlayedRound, PlayerSession } from "./game-server.ts";

export const SANDBOX_ASSETS = "/provider-sandbox/assets";

export interface GamePage {
  game: SandboxGame;
  token: string;
  session: PlayerSession;
  stakes: readonly number[];
  lang: SandboxLanguage;
  copy: SandboxCopy;
}

export function renderGamePage({ game, token, session, stakes, lang, copy }: GamePage): string {
  const currencyWord = session.currency === "COINS" ? copy.coins : copy.entries;
  const format = amountFormat(lang);
  const formatMultiplier = multiplierFormat(lang);
  const data = {
    game: game.code,
    token,
    lang,
    labels: { play: copy.play, playing: copy.playing, failed: copy.failed },
  };
  const totalWeight = game.payTable.reduce((sum, pay) => sum + pay.weight, 0);
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 });
  const payLines = game.payTable
    .filter((pay) => pay.multiplierHundredths > 0)
    .map(
      (pay) =>
        `<li>${escapeHtml(
          fill(copy.payLine, {
            multiplier: formatMultiplier(pay.multiplierHundredths),
            chance: percent.format(pay.weight / totalWeight),
          }),
        )}</li>`,
    )
    .join("");
  const options = stakes
    .map(
      (stake, index) =>
        `<option value="${stake}"${index === 0 ? " selected" : ""}>${escapeHtml(format(stake))}</option>`,
    )
    .join("");
  const { from, to, accent } = game.palette;
  return document(
    lang,
    game.name,
    `
<main class="game" style="--from: ${from}; --to: ${to}; --accent: ${accent}">
  <header class="game__header">
    <p class="game__studio">${escapeHtml(copy.provider)}</p>
    <h1 class="game__title">${escapeHtml(game.name)}</h1>
  </header>
  <section class="game__stage">
    <p class="game__multiplier" id="multiplier" aria-hidden="true">×</p>
    <p class="game__result" id="result" role="status">${escapeHtml(copy.ready)}</p>
  </section>
  <p class="game__balance">${escapeHtml(copy.balance)}: <strong id="balance">${escapeHtml(format(session.balance))}</strong> ${escapeHtml(currencyWord)}</p>
  <form class="game__controls" id="play-form">
    <label class="game__stake">
      <span>${escapeHtml(copy.bet)}</span>
      <select id="stake" name="amount">${options}</select>
    </label>
    <button class="game__play" id="play" type="submit">${escapeHtml(copy.play)}</button>
  </form>
  <details class="game__pays">
    <summary>${escapeHtml(copy.payTable)}</summary>
    <ul>${payLines}</ul>
  </details>
</main>
<script type="application/json" id="sandbox-game">${jsonForHtml(data)}</script>`,
  );
}

/** A page with only a message: an unknown game, or a launch that cannot play. */
export function renderMessagePage(lang: SandboxLanguage, title: string, message: string): string {
  return document(
    lang,
    title,
    `
<main class="game game--message">
  <p class="game__result" role="alert">${escapeHtml(message)}</p>
</main>`,
  );
}

function document(lang: SandboxLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_ASSETS}/game.css">
<script type="module" src="${SANDBOX_ASSETS}/game.js"></script>
</head>
<body>${body}
</body>
</html>
`;
}

/** A round as the page shows it: worded and formatted here, so the page's script only displays it. */
export interface RoundView {
  status: ProviderApiStatus;
  message: string;
  /** The balance after the round, when known. */
  balance?: string;
  /** The draw (`2.50`), when the round was played. */
  multiplier?: string;
  isWin: boolean;
  /** False once the launch can place no more bets: the player must open the game again. */
  canPlay: boolean;
}

export function describeRound(round: PlayedRound, lang: SandboxLanguage, copy: SandboxCopy): RoundView {
  const format = amountFormat(lang);
  const balance = round.balance === undefined ? {} : { balance: format(round.balance) };
  if (round.status === "OK" && round.win !== undefined && round.multiplierHundredths !== undefined) {
    const multiplier = multiplierFormat(lang)(round.multiplierHundredths);
    const currencyWord = round.currency === "ENTRIES" ? copy.entries : copy.coins;
    return {
      status: round.status,
      message:
        round.win > 0
          ? fill(copy.won, { amount: `${format(round.win)} ${currencyWord}`, multiplier })
          : copy.noWin,
      ...balance,
      multiplier,
      isWin: round.win > 0,
      canPlay: true,
    };
  }
  return {
    status: round.status,
    message: refusalMessage(round.status, copy),
    ...balance,
    isWin: false,
    canPlay: round.status !== "INVALID_TOKEN" && round.status !== "PLAYER_BLOCKED",
  };
}

/** Why a launch or a round was refused, in the player's words. */
export function refusalMessage(status: ProviderApiStatus, copy: SandboxCopy): string {
  switch (status) {
    case "INSUFFICIENT_FUNDS":
      return copy.insufficientFunds;
    case "LIMIT_EXCEEDED":
      return copy.limitExceeded;
    case "PLAYER_BLOCKED":
      return copy.playerBlocked;
    case "GEO_RESTRICTED":
      return copy.geoRestricted;
    case "INVALID_TOKEN":
      return copy.sessionEnded;
    default:
      return copy.failed;
  }
}

/** Minor units as the player reads them: 12345 is "123.45" (en) or "123,45" (es). */
export function amountFormat(lang: SandboxLanguage): (minor: number) => string {
  const number = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (minor) => number.format(minor / 100);
}

/** A multiplier in hundredths as the player reads it: 250 is "2.5" (en) or "2,5" (es), 1000 is "10". */
function multiplierFormat(lang: SandboxLanguage): (hundredths: number) => string {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  return (hundredths) => number.format(hundredths / 100);
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** JSON that cannot close the script element it sits in. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
