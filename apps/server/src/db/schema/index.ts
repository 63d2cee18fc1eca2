export * from "./accounts.ts";
export { cashierPackages } from "./cashier.ts";
export { devOutboxMessages } from "./messaging.ts";
export { pages } from "./pages.ts";
export { paymentEvents, payments } from "./payments.ts";
export { purchaseLimitChanges, purchaseLimits } from "./responsible-play.ts";
export { restrictionBlocks, restrictionRules } from "./restrictions.ts";
export { ledgerPostings, ledgerTransactions, outboxEvents, walletAccounts } from "./wallet.ts";
