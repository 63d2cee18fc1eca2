import { describe, expect, it } from "vitest";
import { failedPagePath } from "./result-paths.ts";

const methods = [
  { id: 1, kind: "card" as const },
  { id: 2, kind: "bank_transfer" as const },
];
const payment = { id: "p-1", packageId: "10", offerType: "first_purchase", methodId: 1 };

describe("where a failed payment leads (spec §8)", () => {
  it("retries the same package with the next method while one is left", () => {
    expect(failedPagePath(payment, methods)).toBe("/cash/failed/10/first_purchase/2/?paymentId=p-1");
  });

  it("goes to the plain failed page after the last method, or for a method no longer offered", () => {
    expect(failedPagePath({ ...payment, methodId: 2 }, methods)).toBe("/cash/failed/?paymentId=p-1");
    expect(failedPagePath({ ...payment, methodId: 7 }, methods)).toBe("/cash/failed/?paymentId=p-1");
  });
});
