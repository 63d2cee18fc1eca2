/** Accounts made through the API, for tests whose subject is not sign-up itself. */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

export const PASSWORD = "a long pass phrase 42";

export interface Credentials {
  email: string;
  password: string;
  playerId: string;
}

let sequence = 0;
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now()}-${sequence}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
}

/**
 * Signs up with `request` (its cookies then belong to the new player), accepting the current
 * terms, and fills in the easy profile unless told not to.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  { completeRegistration }: { completeRegistration: boolean },
): Promise<Credentials> {
  const email = uniqueEmail("player");
  const init = await request.get("/rest/app/init/");
  expect(init.ok()).toBe(true);
  const termsVersion: number = (await init.json()).data.terms.currentVersion;
  const signUp = await request.post("/rest/registration/", {
    data: { email, password: PASSWORD, termsVersion },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const playerId: string = (await signUp.json()).data.playerId;
  if (completeRegistration) {
    const profile = await request.post("/rest/player/profile/", {
      data: { name: "Ana", surname: "García", birthday: "1990-05-17", zip: "78701" },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
  }
  return { email, password: PASSWORD, playerId };
}
