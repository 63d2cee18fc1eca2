/** The browser's Web Crypto (lib/web-crypto.ts) as the round verifier takes it. */
import { hmacSha256, sha256 } from "~/lib/web-crypto.ts";
import type { FairCrypto } from "./verify-round.ts";

export { isWebCryptoAvailable } from "~/lib/web-crypto.ts";

export const webCrypto: FairCrypto = { hmacSha256, sha256 };
