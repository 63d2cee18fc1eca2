/**
 * The seamless-wallet API for outside game providers (docs/provider-api.md, ADR 085): launch
 * tokens (`sessions.ts`), and the provider's calls, each answered with a status (`transactions.ts`
 * for the ones that move money). The house studio moves money through the same wallet in process.
 */
import {
  PROVIDER_API_OPERATIONS,
  type ProviderApiOperation,
  type ProviderApiRequest,
  type ProviderBalanceRequest,
  toProviderCurrency,
  toWalletCurrency,
} from "@reelhouse/contract";
import type { ProviderApiConfig, ProviderSettings } from "../../config/provider-api.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Accounts } from "../accounts/service.ts";
import type { Restrictions } from "../restrictions/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { type Answer, balanceIn, type ProviderApiContext } from "./context.ts";
import { authenticate, type LaunchOrder, launchUrl } from "./sessions.ts";
import { bet, rollback, win } from "./transactions.ts";

export { createProviderApiClient } from "./client.ts";
export type { Answer } from "./context.ts";
export type { LaunchOrder } from "./sessions.ts";

export interface ProviderApiDeps {
  db: Db;
  clock: Clock;
  wallet: Wallet;
  accounts: Pick<Accounts, "standing" | "within">;
  restrictions: Restrictions;
  settings: ProviderApiConfig;
}

export function createProviderApi(deps: ProviderApiDeps) {
  const ctx: ProviderApiContext = deps;

  async function balance(_provider: ProviderSettings, request: ProviderBalanceRequest): Promise<Answer> {
    if (!(await ctx.accounts.standing(request.user))) return { status: "INVALID_USER" };
    const currency = toWalletCurrency(request.currency);
    const balances = await ctx.wallet.balances(request.user);
    return {
      status: "OK",
      user: request.user,
      currency: toProviderCurrency(currency),
      balance: balanceIn(balances, currency),
    };
  }

  const operations: {
    [O in ProviderApiOperation]: (
      provider: ProviderSettings,
      request: ProviderApiRequest<O>,
    ) => Promise<Answer>;
  } = {
    authenticate: (provider, request) => authenticate(ctx, provider, request),
    balance,
    bet: (provider, request) => bet(ctx, provider, request),
    win: (provider, request) => win(ctx, provider, request),
    rollback: (provider, request) => rollback(ctx, provider, request),
  };

  return {
    /** The provider of a slug, when it is configured. */
    provider: (slug: string): ProviderSettings | null =>
      Object.hasOwn(deps.settings.providers, slug) ? (deps.settings.providers[slug] ?? null) : null,

    isOperation: (name: string): name is ProviderApiOperation => Object.hasOwn(PROVIDER_API_OPERATIONS, name),

    /** A fresh token for a launch of `order.gameCode`, and the provider's launch URL carrying it. */
    launchUrl: (order: LaunchOrder): Promise<string> => launchUrl(ctx, order),

    /** Answers one call whose signature was checked: INVALID_REQUEST for a body that is not the operation's. */
    async answer(
      provider: ProviderSettings,
      operation: ProviderApiOperation,
      body: unknown,
    ): Promise<Answer> {
      const parsed = PROVIDER_API_OPERATIONS[operation].safeParse(body);
      if (!parsed.success) return { status: "INVALID_REQUEST" };
      const run = operations[operation] as (provider: ProviderSettings, request: unknown) => Promise<Answer>;
      return run(provider, parsed.data);
    },
  };
}

export type ProviderApi = ReturnType<typeof createProviderApi>;
