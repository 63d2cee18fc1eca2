import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { openModalCount } from "~/lib/scroll-lock.ts";
import { Modal } from "./modal.tsx";

afterEach(cleanup);

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Menu" closeLabel="Close">
        <a href="/lobby">Lobby</a>
        <a href="/races">Races</a>
      </Modal>
    </>
  );
}

/** What the browser fires on Escape for a modal dialog. */
function pressEscape(dialog: HTMLElement) {
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
}

describe("Modal", () => {
  it("opens as a modal dialog labelled by its title, moves focus in and locks scroll", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Menu" }) as HTMLDialogElement;
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    expect(openModalCount()).toBe(1);
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("closes on Escape, unlocks scroll and returns focus", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    pressEscape(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(openModalCount()).toBe(0);
    expect(document.body.style.overflow).toBe("");
    expect(document.activeElement).toBe(opener);
  });

  it("keeps a required step open on Escape", () => {
    render(
      <Modal isOpen title="Accept our terms">
        <button type="button">I accept</button>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Accept our terms" }) as HTMLDialogElement;
    pressEscape(dialog);
    expect(dialog.open).toBe(true);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("closes from the close button", () => {
    render(<Harness initiallyOpen />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
