/**
 * The default brand (the contract's DEFAULT_THEME) in its own module: the browser imports it as the
 * fallback for a page whose root data is missing, without the other eight.
 */
import { THEME_DISPLAY_NAMES } from "../themes.ts";
import { type Brand, placeholderOperator, STATUS_COLORS } from "./types.ts";

export const FUNRIZE: Brand = {
  id: "funrize",
  displayName: THEME_DISPLAY_NAMES.funrize,
  colorScheme: "dark",
  palette: {
    bg: "#150b30",
    surface: "#22154a",
    surfaceRaised: "#2f1f63",
    text: "#ffffff",
    textMuted: "#c9bff0",
    primary: "#ff7a1a",
    primaryText: "#1a0b00",
    accent: "#ffd23f",
    link: "#ffd23f",
    border: "#3e2c7a",
    focus: "#ffd23f",
    ...STATUS_COLORS.dark,
  },
  typography: { heading: "Baloo 2", headingWeight: 800, headingCase: "none", body: "Nunito" },
  shapes: { radius: "14px", button: "pill", card: "soft" },
  layout: "spotlight",
  logo: {
    shapes: [
      {
        d: "M24 3l5.6 13.4L44 18l-11 9.6L36.2 42 24 34.6 11.8 42 15 27.6 4 18l14.4-1.6z",
        paint: "primary",
      },
      {
        d: "M24 14l2.8 6.7 7.2.8-5.5 4.8 1.6 7.1L24 29.7l-6.1 3.7 1.6-7.1-5.5-4.8 7.2-.8z",
        paint: "accent",
      },
    ],
  },
  wordmark: { split: 3, style: "two-tone", italic: false },
  operator: placeholderOperator(THEME_DISPLAY_NAMES.funrize, "funrize.example"),
};
