// A real local OpenID Connect provider for the browser tests (oauth2-mock-server), standing in for
// Google. Its authorize endpoint signs the visitor in at once and redirects back with a code; each
// code is redeemed for an ID token of a new person, carrying the nonce of its authorize request.
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.argv[2] ?? 3198);
const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
await server.start(port, "127.0.0.1");
server.issuer.url = `http://127.0.0.1:${port}`;

const nonceByCode = new Map();
let people = 0;

server.service.on("beforeAuthorizeRedirect", (redirect, request) => {
  const code = redirect.url.searchParams.get("code");
  if (code) nonceByCode.set(code, String(request.query.nonce ?? ""));
});

server.service.on("beforeTokenSigning", (token, request) => {
  // The token endpoint signs an access token first; only the ID token names the client as `aud`.
  if (token.payload.aud === undefined) return;
  people += 1;
  Object.assign(token.payload, {
    sub: `social-person-${people}`,
    email: `social-${Date.now()}-${people}@example.com`,
    email_verified: true,
    given_name: "Sam",
    family_name: "Social",
    nonce: nonceByCode.get(request.body.code) ?? undefined,
  });
});

console.log(`social provider listening on ${server.issuer.url}`);
const stop = () => server.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
