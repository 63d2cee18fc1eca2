import { describe, expect, it } from "vitest";
import { escapeHtml, linkify } from "./html.ts";

describe("escapeHtml", () => {
  it("escapes the characters that open tags, entities and attribute values", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
  });
});

describe("linkify", () => {
  it("turns http(s) links into anchors and escapes the rest", () => {
    expect(linkify("Open https://a.test/r?x=1&y=2 <now>")).toBe(
      'Open <a href="https://a.test/r?x=1&amp;y=2">https://a.test/r?x=1&amp;y=2</a> &lt;now&gt;',
    );
  });

  it("leaves sentence punctuation after a link outside it", () => {
    expect(linkify("See http://a.test/x. Or (http://b.test/y), fine!")).toBe(
      'See <a href="http://a.test/x">http://a.test/x</a>. Or (<a href="http://b.test/y">http://b.test/y</a>), fine!',
    );
  });

  it("links nothing but http(s)", () => {
    expect(linkify("javascript:alert(1) and data:text/html,<b>")).toBe(
      "javascript:alert(1) and data:text/html,&lt;b&gt;",
    );
  });
});
