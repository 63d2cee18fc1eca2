/**
 * Hydrates the server-rendered page once the page's language is loaded: the catalog of the
 * `<html lang>` the server rendered, and only that one.
 */
import { DEFAULT_LOCALE } from "@reelhouse/contract";
import { isLocale } from "@reelhouse/contract/locales";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadI18n } from "~/lib/i18n/index.ts";

const lang = document.documentElement.lang;
await loadI18n(isLocale(lang) ? lang : DEFAULT_LOCALE);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
