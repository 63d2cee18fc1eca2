import { describe, expect, it } from "vitest";
import { parseInline, parsePageText } from "./page-text.ts";

const text = (value: string) => ({ kind: "text", text: value });

describe("parsePageText", () => {
  it("reads plain text as one paragraph, as pages written before lists were", () => {
    expect(parsePageText("You must be at least 18 years old.")).toEqual([
      { kind: "paragraph", content: [text("You must be at least 18 years old.")] },
    ]);
  });

  it("splits blocks at blank lines and keeps line breaks inside a block", () => {
    expect(parsePageText("Post:\r\n\r\n  \nLine one\nLine two  \n\n\n")).toEqual([
      { kind: "paragraph", content: [text("Post:")] },
      { kind: "paragraph", content: [text("Line one\nLine two")] },
    ]);
  });

  it("reads bulleted and numbered lists, a line without a marker continuing its item", () => {
    expect(parsePageText("- one\n- two\ncontinued\n\n3. third\n4) fourth")).toEqual([
      { kind: "list", ordered: false, start: 1, items: [[text("one")], [text("two\ncontinued")]] },
      { kind: "list", ordered: true, start: 3, items: [[text("third")], [text("fourth")]] },
    ]);
  });

  it("reads a note, its lines with or without the marker (an address filled in line by line)", () => {
    expect(parsePageText("> Tao Interactive Inc.\n> PO Box 8080\nReno, NV 89501")).toEqual([
      { kind: "note", content: [text("Tao Interactive Inc.\nPO Box 8080\nReno, NV 89501")] },
    ]);
  });

  it("decides a block's kind by its first line only", () => {
    expect(parsePageText("Dear player\n- not a list\n> not a note")).toEqual([
      { kind: "paragraph", content: [text("Dear player\n- not a list\n> not a note")] },
    ]);
  });
});

describe("parseInline", () => {
  it("reads strong text and links among plain text", () => {
    expect(
      parseInline(
        "**No purchase necessary.** Read the [rules](/page/sweepstakes-rules) or [write](mailto:a@b.test).",
      ),
    ).toEqual([
      { kind: "strong", text: "No purchase necessary." },
      text(" Read the "),
      { kind: "link", text: "rules", href: "/page/sweepstakes-rules", isSitePath: true },
      text(" or "),
      { kind: "link", text: "write", href: "mailto:a@b.test", isSitePath: false },
      text("."),
    ]);
  });

  it("links to web pages, phone numbers and sections of the page", () => {
    expect(
      parseInline("[NCPG](https://www.ncpgambling.org/) [call](tel:+18004262537) [below](#by-mail)"),
    ).toEqual([
      { kind: "link", text: "NCPG", href: "https://www.ncpgambling.org/", isSitePath: false },
      text(" "),
      { kind: "link", text: "call", href: "tel:+18004262537", isSitePath: false },
      text(" "),
      { kind: "link", text: "below", href: "#by-mail", isSitePath: false },
    ]);
  });

  it.each([
    "javascript:alert%281%29",
    "JavaScript:alert%281%29",
    "data:text/html,hi",
    "//evil.example/path",
    "/\\evil.example",
    "vbscript:x",
    "https:evil.example",
  ])("shows the text alone for a link to %s", (target) => {
    expect(parseInline(`[click](${target})`)).toEqual([text("click")]);
  });

  it("leaves unmatched marks as text", () => {
    expect(parseInline("5 ** 2 and [brackets] (alone)")).toEqual([text("5 ** 2 and [brackets] (alone)")]);
  });
});
