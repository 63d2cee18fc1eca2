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

describe("Modal", () => {
  it("opens labelled by its title, moves focus in and locks scroll", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    expect(openModalCount()).toBe(1);
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("closes on Escape, unlocks scroll and returns focus", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(openModalCount()).toBe(0);
    expect(document.body.style.overflow).toBe("");
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside the dialog", () => {
    render(<Harness initiallyOpen />);
    const last = screen.getByRole("link", { name: "Races" });
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("closes from the close button", () => {
    render(<Harness initiallyOpen />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
