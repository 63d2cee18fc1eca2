import type { Notification } from "@reelhouse/contract";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/lib/i18n/index.ts";
import { formatWhen, wordNotification } from "./wording.ts";

const en = getI18n("en").t;
const es = getI18n("es").t;

const notification = (kind: Notification["kind"], values: Notification["values"]) => ({ kind, values });

describe("wordNotification", () => {
  it("words a purchase with its package and price, in either language", () => {
    const purchase = notification("purchaseCompleted", {
      paymentId: "p1",
      packageId: "2",
      priceMinor: 999,
      coins: 2_500_000,
      entries: 1_000,
    });
    expect(wordNotification(en, "en", purchase)).toEqual({
      title: "Purchase completed",
      body: "You received 25,000 coins and 10 free entries for $9.99.",
    });
    expect(wordNotification(es, "es", purchase)).toEqual({
      title: "Compra completada",
      body: "Recibiste 25.000 monedas y 10 entradas gratis por $9.99.",
    });
  });

  it("names the welcome bonus and a prize, leaves out a currency not given, and counts one of a kind", () => {
    expect(
      wordNotification(
        en,
        "en",
        notification("bonusReceived", {
          source: "grant",
          reason: "welcome",
          coins: 10_000_000,
          entries: 200,
        }),
      ),
    ).toEqual({ title: "Welcome bonus", body: "You received 100,000 coins and 2 free entries." });
    expect(
      wordNotification(en, "en", notification("bonusReceived", { source: "prize", coins: 0, entries: 100 })),
    ).toEqual({
      title: "You won a prize",
      body: "You received 1 free entry.",
    });
    expect(
      wordNotification(en, "en", notification("bonusReceived", { source: "grant", coins: 150, entries: 0 })),
    ).toEqual({
      title: "Bonus received",
      body: "You received 1 coin.",
    });
  });

  it("uses the Spanish plural of a round million", () => {
    expect(
      wordNotification(
        es,
        "es",
        notification("bonusReceived", { source: "adjustment", coins: 100_000_000, entries: 0 }),
      ),
    ).toEqual({ title: "Saldo acreditado", body: "Recibiste 1.000.000 monedas." });
  });

  it("words a failed payment and a refund", () => {
    expect(
      wordNotification(en, "en", notification("paymentFailed", { priceMinor: 1_999, coins: 1, entries: 1 }))
        .body,
    ).toBe(
      "Your payment of $19.99 did not go through, so nothing was added. You can try again from the cashier.",
    );
    expect(
      wordNotification(
        es,
        "es",
        notification("purchaseRefunded", { priceMinor: 999, coins: 1_000_000, entries: 1_000 }),
      ),
    ).toEqual({
      title: "Compra reembolsada",
      body: "Reembolsamos tu compra de $9.99 y retiramos 10.000 monedas y 10 entradas gratis.",
    });
  });
});

describe("formatWhen", () => {
  const now = Date.parse("2026-03-10T12:00:00.000Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("says just now, then minutes, hours and days ago, then the date", () => {
    expect(formatWhen(en, "en", ago(20_000), now)).toBe("Just now");
    expect(formatWhen(en, "en", ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatWhen(en, "en", ago(3 * 3_600_000), now)).toBe("3 hours ago");
    expect(formatWhen(en, "en", ago(26 * 3_600_000), now)).toBe("yesterday");
    expect(formatWhen(es, "es", ago(3 * 86_400_000), now)).toBe("hace 3 días");
    expect(formatWhen(en, "en", ago(30 * 86_400_000), now)).toBe("Feb 8, 2026");
  });

  it("never speaks of the future when the device's clock is behind the server's", () => {
    expect(formatWhen(en, "en", new Date(now + 90_000).toISOString(), now)).toBe("Just now");
  });
});
