/**
 * The sandbox game's words. The game stands in for an outside studio, which ships its own
 * translations rather than reading the site's, so they live here, in the languages the launch URL's
 * `{lang}` may name.
 */
export const SANDBOX_LANGUAGES = ["en", "es"] as const;
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];

export const isSandboxLanguage = (value: unknown): value is SandboxLanguage =>
  SANDBOX_LANGUAGES.includes(value as SandboxLanguage);

export interface SandboxCopy {
  provider: string;
  balance: string;
  bet: string;
  play: string;
  playing: string;
  ready: string;
  /** `{amount}` and `{multiplier}` are filled in. */
  won: string;
  noWin: string;
  payTable: string;
  /** `{multiplier}` and `{chance}` are filled in. */
  payLine: string;
  coins: string;
  entries: string;
  insufficientFunds: string;
  limitExceeded: string;
  playerBlocked: string;
  geoRestricted: string;
  sessionEnded: string;
  failed: string;
  gameNotFound: string;
}

export const SANDBOX_COPY: Readonly<Record<SandboxLanguage, SandboxCopy>> = {
  en: {
    provider: "Sandbox Games · test studio",
    balance: "Balance",
    bet: "Bet",
    play: "Play",
    playing: "Playing…",
    ready: "Choose your bet and press Play.",
    won: "You won {amount}! ({multiplier}×)",
    noWin: "No win this time. Try again!",
    payTable: "Pay table",
    payLine: "{multiplier}× the bet: {chance} of rounds",
    coins: "coins",
    entries: "entries",
    insufficientFunds: "Your balance does not cover this bet. Choose a smaller one.",
    limitExceeded: "This bet is above the limit for this game. Choose a smaller one.",
    playerBlocked: "Your account cannot play right now. Contact support.",
    geoRestricted: "This currency is not available where you are.",
    sessionEnded: "This game session has ended. Close the game and open it again.",
    failed: "The round could not be played. Your balance is safe; try again.",
    gameNotFound: "This game does not exist.",
  },
  es: {
    provider: "Sandbox Games · estudio de prueba",
    balance: "Saldo",
    bet: "Apuesta",
    play: "Jugar",
    playing: "Jugando…",
    ready: "Elige tu apuesta y pulsa Jugar.",
    won: "¡Ganaste {amount}! ({multiplier}×)",
    noWin: "Esta vez no hubo premio. ¡Inténtalo de nuevo!",
    payTable: "Tabla de pagos",
    payLine: "{multiplier}× la apuesta: {chance} de las rondas",
    coins: "monedas",
    entries: "entradas",
    insufficientFunds: "Tu saldo no cubre esta apuesta. Elige una menor.",
    limitExceeded: "Esta apuesta supera el límite de este juego. Elige una menor.",
    playerBlocked: "Tu cuenta no puede jugar en este momento. Contacta con soporte.",
    geoRestricted: "Esta moneda no está disponible donde te encuentras.",
    sessionEnded: "Esta sesión de juego ha terminado. Cierra el juego y vuelve a abrirlo.",
    failed: "No se pudo jugar la ronda. Tu saldo está a salvo; inténtalo de nuevo.",
    gameNotFound: "Este juego no existe.",
  },
};
