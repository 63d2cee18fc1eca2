/** A new player signed up through the API, as a browser would: their id and the cookie to send. */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

let signedUp = 0;

export const TEST_PASSWORD = "correct horse battery staple";

export interface TestPlayer {
  playerId: string;
  email: string;
  cookie: string;
}

export async function signUpPlayer(
  app: FastifyInstance,
  prefix = "player",
  remoteAddress?: string,
): Promise<TestPlayer> {
  const email = `${prefix}-${process.pid}-${++signedUp}@example.com`;
  const response = await app.inject({
    method: "POST",
    url: "/rest/registration/",
    payload: { email, password: TEST_PASSWORD, termsVersion: 1 },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return {
    playerId: response.json().data.playerId as string,
    email,
    cookie: cookieOf(response),
  };
}

/** Signs the player in again, as from another device: a session of its own. */
export async function signInAgain(app: FastifyInstance, player: TestPlayer): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/rest/login/email/",
    payload: { email: player.email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return cookieOf(response);
}

function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
}
