/**
 * What the server says in Spanish: the site's catalog, plus what only the server words (API
 * messages, field messages, emails), which no page downloads.
 */
import accountsApi from "../locales/es/accounts-api.json" with { type: "json" };
import apiErrors from "../locales/es/api-errors.json" with { type: "json" };
import emails from "../locales/es/emails.json" with { type: "json" };
import fieldErrors from "../locales/es/field-errors.json" with { type: "json" };
import gamesApi from "../locales/es/games-api.json" with { type: "json" };
import { catalog as site } from "./es.ts";
import type { ServerCatalog } from "./server-en.ts";

export const serverCatalog: ServerCatalog = {
  ...site,
  accountsApi,
  apiErrors,
  fieldErrors,
  emails,
  gamesApi,
};
