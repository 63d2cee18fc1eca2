import type { Operator } from "./brands/types.ts";
import type { ThemeId } from "./themes.ts";

/**
 * What the server hands the web app's loaders for each server-rendered request. The web app
 * never imports the server; this interface is the whole seam between them.
 */
export interface WebRequestContext {
  readonly requestId: string;
  readonly theme: ThemeId;
  /** The company behind the theme's brand, as configured (`OPERATOR_CONFIG` over the brand's own). */
  readonly operator: Readonly<Operator>;
  /** Nonce the CSP allows for inline scripts; undefined where no CSP is sent (development). */
  readonly cspNonce: string | undefined;
  readonly session: { readonly isGuest: boolean };
  /** Spec §7: the basic auth the renderer sends with the request handle, when the server wants one. */
  readonly rendererAuthorization?: string;
  /** Calls this server's own API in-process, carrying the visitor's cookies and host. */
  fetchApi(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}
