/**
 * What the server says in English: the site's catalog, plus what only the server words (API
 * messages, field messages, emails), which no page downloads.
 */
import accountsApi from "../locales/en/accounts-api.json" with { type: "json" };
import apiErrors from "../locales/en/api-errors.json" with { type: "json" };
import emails from "../locales/en/emails.json" with { type: "json" };
import fieldErrors from "../locales/en/field-errors.json" with { type: "json" };
import gamesApi from "../locales/en/games-api.json" with { type: "json" };
import { catalog as site } from "./en.ts";

export const serverCatalog = { ...site, accountsApi, apiErrors, fieldErrors, emails, gamesApi };

/** The shape every language's server catalog has. */
export type ServerCatalog = typeof serverCatalog;
