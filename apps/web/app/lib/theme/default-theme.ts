/**
 * The default theme (the contract's DEFAULT_THEME). Its own module: besides the server's table of
 * all nine, the browser imports it as the fallback for a page whose root data is missing (an error
 * in the root loader), so that page still has a palette and a logo.
 */
import { THEME_DISPLAY_NAMES } from "@reelhouse/contract";
import { FONTS, STATUS_COLORS, type Theme } from "./theme.ts";

export const DEFAULT_THEME_DATA: Theme = {
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
  fontFamily: FONTS.sans,
  headingFamily: FONTS.rounded,
  radius: "14px",
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
};
