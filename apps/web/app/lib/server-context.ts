import type { WebRequestContext } from "@reelhouse/contract";

// Loaders receive the server's per-request context (see packages/contract/src/web-context.ts).
declare module "react-router" {
  interface AppLoadContext extends WebRequestContext {}
}
