import type { RealtimeMessage } from "@reelhouse/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMessageHub } from "./messages.ts";

const cash: RealtimeMessage = {
  type: "cash",
  action: "balance",
  data: { transactionId: 7, kind: "purchase", balance: { coins: 12_500_000, entries: 1_200 } },
};
const payment: RealtimeMessage = {
  type: "payment",
  action: "complete",
  data: { paymentId: "pay_1", packageId: "3" },
};

afterEach(() => vi.restoreAllMocks());

describe("the message hub", () => {
  it("hands a message to the listeners of its type only", () => {
    const hub = createMessageHub();
    const onCash = vi.fn();
    const onPayment = vi.fn();
    hub.listen("cash", onCash);
    hub.listen("payment", onPayment);
    hub.deliver(cash);
    expect(onCash).toHaveBeenCalledWith(cash);
    expect(onPayment).not.toHaveBeenCalled();
  });

  it("stops calling a listener that stopped listening", () => {
    const hub = createMessageHub();
    const onCash = vi.fn();
    const stop = hub.listen("cash", onCash);
    stop();
    hub.deliver(cash);
    expect(onCash).not.toHaveBeenCalled();
  });

  it("still calls the other listeners when one throws", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const hub = createMessageHub();
    const after = vi.fn();
    hub.listen("payment", () => {
      throw new Error("broken listener");
    });
    hub.listen("payment", after);
    hub.deliver(payment);
    expect(after).toHaveBeenCalledWith(payment);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
