import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./text-field.tsx";

afterEach(cleanup);

describe("TextField", () => {
  it("labels the input and links its hint for screen readers", () => {
    render(<TextField label="Email" hint="We never share it" name="email" />);
    const input = screen.getByLabelText("Email");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    const describedBy = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(["We never share it"]);
  });

  it("shows an error in the hint's place, linked and announced", () => {
    render(
      <TextField
        label="Date of birth"
        hint="You must be 18 or older."
        error="You must be 18 or older to play."
        name="birthday"
      />,
    );
    const input = screen.getByLabelText("Date of birth");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "You must be 18 or older to play.",
    ]);
    expect(screen.getByRole("alert").textContent).toBe("You must be 18 or older to play.");
    expect(screen.queryByText("You must be 18 or older.")).toBeNull();
  });

  it("is not marked invalid without an error", () => {
    render(<TextField label="Name" name="name" />);
    const input = screen.getByLabelText("Name");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});
