/** A new player signed up through the API, as a browser would: their id and the cookie to send. */
import type { FastifyInstance } from "fastify";

let signedUp = 0;

export interface TestPlayer {
  playerId: string;
  cookie: string;
}

export async function signUpPlayer(app: FastifyInstance, prefix = "player"): Promise<TestPlayer> {
  const response = await app.inject({
    method: "POST",
    url: "/rest/registration/",
    payload: {
      email: `${prefix}-${process.pid}-${++signedUp}@example.com`,
      password: "correct horse battery staple",
      termsVersion: 1,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return {
    playerId: response.json().data.playerId as string,
    cookie: response.cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
  };
}
