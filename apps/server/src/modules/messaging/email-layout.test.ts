import { THEME_IDS } from "@reelhouse/contract";
import { BRANDS, type Brand } from "@reelhouse/contract/brands";
import { describe, expect, it } from "vitest";
import { contrast } from "./email-brand.ts";
import { type EmailContent, renderEmail } from "./email-layout.tsx";

const content: EmailContent = {
  brand: BRANDS.funrize,
  locale: "en",
  origin: "https://funrize.test",
  heading: "Reset your password",
  paragraphs: ["Someone asked to reset the password of your account.", "The link works for 1 hour."],
  action: { label: "Choose a new password", url: "https://funrize.test/reset?token=abc&lang=en" },
  footer: "If it was not you, ignore this email.",
  reason: "You received this email because a reset was asked for at Funrize.",
};

/** Every `color:` and `background-color:` an element's inline style sets, lowercased. */
const colorsIn = (html: string, property: "color" | "background-color") =>
  [...html.matchAll(new RegExp(`(?:^|[;"])${property}:(#[0-9a-f]{6})`, "gi"))].map((match) =>
    match[1]?.toLowerCase(),
  );

describe("renderEmail", () => {
  it("lays the email out in tables with inline styles and the action as a button and a plain link", async () => {
    const { html } = await renderEmail(content);
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<table[^>]* role="presentation"/);
    expect(html).not.toContain("<style");
    expect(html).toMatch(/<h1 style="[^"]+">Reset your password<\/h1>/);
    expect(html).toMatch(/<p style="[^"]+">The link works for 1 hour.<\/p>/);
    const href = 'href="https://funrize.test/reset?token=abc&amp;lang=en"';
    expect(html.split(href)).toHaveLength(3);
    expect(html).toContain(">Choose a new password</span>");
    expect(html).toContain(">If it was not you, ignore this email.</p>");
    expect(html).toMatch(/max-width:560px/);
  });

  it("heads the email with the brand's logo as a PNG from the site, and its wordmark as text", async () => {
    const { html } = await renderEmail(content);
    expect(html).toMatch(
      /<img alt="Funrize" height="40" src="https:\/\/funrize.test\/email\/logo\/funrize.png"[^>]* width="40"/,
    );
    expect(html).not.toContain("<svg");
    // Funrize's wordmark: "Fun" in its primary colour, "rize" in its text colour, on its background.
    expect(html).toMatch(/<span style="color:#ff7a1a">Fun<\/span><span style="color:#ffffff">rize<\/span>/);
    expect(colorsIn(html, "background-color")).toContain("#150b30");
  });

  it("paints the button in the brand's primary colours and keeps every text on white readable", async () => {
    for (const id of THEME_IDS) {
      const brand: Brand = BRANDS[id];
      const { html } = await renderEmail({ ...content, brand });
      const button = /<a href="https:\/\/funrize.test\/reset[^"]*" style="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(button, id).toContain(`color:${brand.palette.primaryText}`);
      expect(button, id).toContain(`background-color:${brand.palette.primary}`);

      const link = /<a href="https:\/\/funrize.test\/reset[^"]*" style="color:(#[0-9a-f]{6})/.exec(
        html.slice(html.indexOf(button) + button.length),
      )?.[1];
      const heading = /<h1 style="[^"]*color:(#[0-9a-f]{6})/.exec(html)?.[1];
      for (const color of [link, heading]) {
        expect(contrast(color ?? "#ffffff", "#ffffff"), `${id} ${color}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("closes with the operator, its address and support, why the email came, and the 18+ notice", async () => {
    const { html } = await renderEmail(content);
    const { operator } = BRANDS.funrize;
    expect(html).toContain(`>${operator.legalName}</p>`);
    expect(html).toContain(">1200 Example Street, Suite 400, Wilmington, DE 19801, United States</p>");
    expect(html).toContain(`href="mailto:${operator.supportEmail}"`);
    expect(html).toContain(">You received this email because a reset was asked for at Funrize.</p>");
    expect(html).toContain(">18+ · Play responsibly</p>");
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
        [
          "You received this email because a reset was asked for at Funrize.",
          "Need help? Write to us at support@funrize.example",
          "Funrize Operations LLC",
          "1200 Example Street, Suite 400, Wilmington, DE 19801, United States",
          "18+ · Play responsibly",
        ].join("\n"),
      ].join("\n\n"),
    );
  });

  it("speaks the email's language, chrome included", async () => {
    const { html, text } = await renderEmail({ ...content, brand: BRANDS.tao, locale: "es" });
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(text).toContain("¿Necesitas ayuda? Escríbenos a support@tao.example");
    expect(text).toMatch(/18\+ · Juega con responsabilidad$/);
  });

  it("escapes every value it is given", async () => {
    const hostile: Brand = {
      ...BRANDS.sws,
      displayName: "<b>Brand</b>",
      operator: { ...BRANDS.sws.operator, legalName: '"><script>alert(3)</script>' },
    };
    const { html } = await renderEmail({
      brand: hostile,
      locale: "en",
      origin: "https://sws.test",
      heading: "<script>alert(1)</script>",
      paragraphs: ['"quoted" & <i>tagged</i>'],
      action: { label: "<img src=x>", url: 'https://example.test/?q="><script>' },
      footer: "</td></tr></table>",
      reason: "<a href=x>why</a>",
    });
    expect(html).not.toMatch(/<(script|img src=x|b>|i>|a href=x)/);
    expect(html).toContain("&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;quoted&quot; &amp; &lt;i&gt;tagged&lt;/i&gt;");
    expect(html).toContain('href="https://example.test/?q=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('alt="&lt;b&gt;Brand&lt;/b&gt;"');
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;");
  });

  it("leaves out the button and the note when there are none", async () => {
    const { html, text } = await renderEmail({
      brand: BRANDS.tao,
      locale: "en",
      origin: "https://tao.test",
      heading: "Welcome",
      paragraphs: ["Hello."],
      reason: "You signed up.",
    });
    expect(html).not.toMatch(/<a href="https:/);
    expect(text.split("\n\n").slice(0, 3)).toEqual(["Tao Fortune", "Welcome", "Hello."]);
  });

  it("refuses an action link or an origin that is not http(s)", async () => {
    await expect(
      renderEmail({ ...content, action: { label: "Go", url: "javascript:alert(1)" } }),
    ).rejects.toThrow(/Not an http\(s\) URL/);
    await expect(renderEmail({ ...content, action: { label: "Go", url: "/relative" } })).rejects.toThrow();
    await expect(renderEmail({ ...content, origin: "javascript:alert(1)//" })).rejects.toThrow();
  });
});
