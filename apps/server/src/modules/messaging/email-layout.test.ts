import { describe, expect, it } from "vitest";
import { renderEmail } from "./email-layout.tsx";

const content = {
  brandName: "Funrize",
  heading: "Reset your password",
  paragraphs: ["Someone asked to reset the password of your account.", "The link works for 1 hour."],
  action: { label: "Choose a new password", url: "https://funrize.test/reset?token=abc&lang=en" },
  footer: "If it was not you, ignore this email.",
};

describe("renderEmail", () => {
  it("lays the email out in tables with inline styles and the action as a button and a plain link", async () => {
    const { html } = await renderEmail(content);
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toMatch(/<table[^>]* role="presentation"/);
    expect(html).not.toContain("<style");
    expect(html).toContain(">Funrize</span>");
    expect(html).toMatch(/<h1 style="[^"]+">Reset your password<\/h1>/);
    expect(html).toMatch(/<p style="[^"]+">The link works for 1 hour.<\/p>/);
    const href = 'href="https://funrize.test/reset?token=abc&amp;lang=en"';
    expect(html.split(href)).toHaveLength(3);
    expect(html).toContain(">Choose a new password</span>");
    expect(html).toContain(">If it was not you, ignore this email.</p>");
  });

  it("writes the same content as plain text", async () => {
    expect((await renderEmail(content)).text).toBe(
      [
        "Funrize",
        "Reset your password",
        "Someone asked to reset the password of your account.",
        "The link works for 1 hour.",
        "Choose a new password: https://funrize.test/reset?token=abc&lang=en",
        "If it was not you, ignore this email.",
      ].join("\n\n"),
    );
  });

  it("escapes every value it is given", async () => {
    const { html } = await renderEmail({
      brandName: "<b>Brand</b>",
      heading: "<script>alert(1)</script>",
      paragraphs: ['"quoted" & <i>tagged</i>'],
      action: { label: "<img src=x>", url: 'https://example.test/?q="><script>' },
      footer: "</td></tr></table>",
    });
    expect(html).not.toMatch(/<(script|img|b>|i>)/);
    expect(html).toContain("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;quoted&quot; &amp; &lt;i&gt;tagged&lt;/i&gt;");
    expect(html).toContain('href="https://example.test/?q=&quot;&gt;&lt;script&gt;"');
  });

  it("leaves out the button and footer when there are none", async () => {
    const { html, text } = await renderEmail({
      brandName: "Tao",
      heading: "Welcome",
      paragraphs: ["Hello."],
    });
    expect(html).not.toContain("<a ");
    expect(text).toBe("Tao\n\nWelcome\n\nHello.");
  });

  it("refuses an action link that is not http(s)", async () => {
    await expect(
      renderEmail({ ...content, action: { label: "Go", url: "javascript:alert(1)" } }),
    ).rejects.toThrow(/Not an http\(s\) URL/);
    await expect(renderEmail({ ...content, action: { label: "Go", url: "/relative" } })).rejects.toThrow();
  });
});
