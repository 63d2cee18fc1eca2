import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";

afterEach(cleanup);

describe("Button", () => {
  it("blocks clicks while busy so a double click never submits twice", () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Buy</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Buy" }));
    rerender(
      <Button onClick={onClick} isBusy>
        Buy
      </Button>,
    );
    const busy = screen.getByRole("button", { name: "Buy" });
    fireEvent.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(busy.getAttribute("aria-busy")).toBe("true");
  });

  it("defaults to type=button so it never submits a form by accident", () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("button");
  });
});
