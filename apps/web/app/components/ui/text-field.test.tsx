import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./text-field.tsx";

afterEach(cleanup);

describe("TextField", () => {
  it("labels the input and links hint and error for screen readers", () => {
    render(<TextField label="Email" hint="We never share it" error="Enter a valid email" name="email" />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "We never share it",
      "Enter a valid email",
    ]);
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email");
  });

  it("is not marked invalid without an error", () => {
    render(<TextField label="Name" name="name" />);
    const input = screen.getByLabelText("Name");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});
