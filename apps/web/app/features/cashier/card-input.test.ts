import { describe, expect, it } from "vitest";
import { cardDigits, formatCardNumber, formatCvc, formatExpiry } from "./card-input.ts";

describe("card fields as they are typed", () => {
  it("groups the number by four and sends its digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42")).toBe("4242 42");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(cardDigits("4242 4242 4242 4242")).toBe("4242424242424242");
  });

  it("puts the expiry's slash in after the month, and takes it out again on delete", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12/3");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12/30")).toBe("12/30");
    expect(formatExpiry("12/")).toBe("12");
    expect(formatExpiry("12/309")).toBe("12/30");
  });

  it("keeps the code's digits only", () => {
    expect(formatCvc("12a3")).toBe("123");
    expect(formatCvc("12345")).toBe("1234");
  });
});
