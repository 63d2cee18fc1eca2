export * from "./accounts.ts";
export { cashierPackages } from "./cashier.ts";
export {
  gameCatalogueCache,
  gameCollectionGames,
  gameCollections,
  gameOfWeek,
  gameProviders,
  games,
  homeBanners,
  playerFavoriteGames,
} from "./games.ts";
export { devOutboxMessages } from "./messaging.ts";
export { notifications } from "./notifications.ts";
export { outboxEvents } from "./outbox.ts";
export { pages } from "./pages.ts";
export { paymentEvents, payments } from "./payments.ts";
export { providerRounds, providerSessions, providerTransactions } from "./provider-api.ts";
export { realtimeSecrets } from "./realtime.ts";
export { purchaseLimitChanges, purchaseLimits } from "./responsible-play.ts";
export { restrictionBlocks, restrictionRules } from "./restrictions.ts";
export { gameRoundSteps, gameRounds, gameSeedPairs } from "./studio.ts";
export { ledgerPostings, ledgerTransactions, walletAccounts } from "./wallet.ts";
