/**
 * Every call the browser makes (each module's `routes.ts`): importing them loads no schema. The
 * server and tests use the definitions themselves.
 */
export { accountsApi } from "./accounts/routes.ts";
export { appInitApi } from "./app-init/routes.ts";
export { buildsApi } from "./builds/routes.ts";
export { cashierApi } from "./cashier/routes.ts";
export { gamesApi } from "./games/routes.ts";
export { notificationsApi } from "./notifications/routes.ts";
export { pagesApi } from "./pages/routes.ts";
export { paymentsApi } from "./payments/routes.ts";
export { realtimeApi } from "./realtime/routes.ts";
export { responsiblePlayApi } from "./responsible-play/routes.ts";
export { restrictionsApi } from "./restrictions/routes.ts";
export { socialAuthApi } from "./social-auth/routes.ts";
export { fairnessApi, studioApi } from "./studio/routes.ts";
export { walletApi } from "./wallet/routes.ts";
