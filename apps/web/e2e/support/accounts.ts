/** Accounts made through the API, for tests whose subject is not sign-up itself. */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

export const PASSWORD = "a long pass phrase 42";

/** A new player's welcome grant, in minor units. */
export const WELCOME = { coins: 25_000_000, entries: 500 };
/** The coins a completed profile pays (ADR 110), in minor units. */
export const PROFILE_REWARD_COINS = 5_000_000;
/** What a player made by the fixtures (profile completed) starts with, in minor units. */
export const STARTING_BALANCE = { coins: WELCOME.coins + PROFILE_REWARD_COINS, entries: WELCOME.entries };

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
    // The profile's reward is paid just after (ADR 110): tests start from the settled balance.
    await expect
      .poll(async () => {
        const paid = await request.get("/rest/player/transactions/?kind=onboarding_reward");
        return (await paid.json()).data.transactions.length;
      })
      .toBe(1);
  }
  return { email, password: PASSWORD, playerId };
}
