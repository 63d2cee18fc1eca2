import { BRANDS } from "@reelhouse/contract/brands";
import { describe, expect, it, vi } from "vitest";
import {
  PLACEHOLDER_NAMES,
  type PlaceholderSources,
  placeholderValues,
  type StateAccess,
} from "./placeholders.ts";

const state = (code: string, name: string, entries: boolean, coins = true): StateAccess => ({
  code,
  name,
  entries,
  coins,
});

const STATES = [
  state("NY", "New York", false),
  state("TX", "Texas", true),
  state("WA", "Washington", false, false),
  state("NC", "North Carolina", true),
  state("FL", "Florida", true),
];

function sources(overrides: Partial<PlaceholderSources> = {}): PlaceholderSources {
  return {
    locale: "en",
    brandName: "Tao Fortune",
    operator: BRANDS.tao.operator,
    welcomeGrant: { coins: 10_000_000, entries: 250 },
    playThroughMultiplier: 1.5,
    mailIn: { entriesPerRequest: 500, maxWaitingCodes: 3, codeLifetimeDays: 90 },
    loadStates: async () => STATES,
    ...overrides,
  };
}

const all = new Set(PLACEHOLDER_NAMES);

describe("placeholderValues", () => {
  it("words every placeholder for an English page", async () => {
    expect(await placeholderValues(all, sources())).toEqual({
      brand: "Tao Fortune",
      "operator.legalName": "Tao Fortune Operations LLC",
      "operator.address": "1200 Example Street, Suite 400\nWilmington, DE 19801\nUnited States",
      "operator.supportEmail": "support@tao.example",
      "welcome.coins": "100,000",
      "welcome.entries": "2.5",
      "mailIn.entries": "5",
      "mailIn.waitingCodes": "3",
      "mailIn.codeDays": "90",
      "entries.playThrough": "1.5×",
      "states.eligible": "Florida, North Carolina, and Texas",
      "states.excluded": "New York and Washington",
    });
  });

  it("words them in Spanish, with Spanish state names in Spanish order", async () => {
    const values = await placeholderValues(all, sources({ locale: "es" }));
    expect(values).toMatchObject({
      "welcome.coins": "100.000",
      "welcome.entries": "2,5",
      "entries.playThrough": "1,5×",
      "states.eligible": "Carolina del Norte, Florida y Texas",
      "states.excluded": "Nueva York y Washington",
    });
  });

  it("says none when no state is in a list", async () => {
    const everywhere = async () => [state("TX", "Texas", true)];
    expect(
      await placeholderValues(new Set(["states.excluded"]), sources({ loadStates: everywhere })),
    ).toEqual({
      "states.excluded": "none",
    });
    expect(
      await placeholderValues(
        new Set(["states.excluded"]),
        sources({ locale: "es", loadStates: everywhere }),
      ),
    ).toEqual({ "states.excluded": "ninguno" });
  });

  it("reads the geo rules only for a page that lists states, and once however many lists it has", async () => {
    const loadStates = vi.fn(async () => STATES);
    await placeholderValues(new Set(["brand", "operator.legalName"]), sources({ loadStates }));
    expect(loadStates).not.toHaveBeenCalled();
    await placeholderValues(new Set(["states.eligible", "states.excluded"]), sources({ loadStates }));
    expect(loadStates).toHaveBeenCalledTimes(1);
  });

  it("gives no value for a name it does not know", async () => {
    expect(await placeholderValues(new Set(["operator.phone", "brand"]), sources())).toEqual({
      brand: "Tao Fortune",
    });
  });
});
