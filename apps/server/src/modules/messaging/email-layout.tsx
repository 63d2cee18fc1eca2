/**
 * The one layout of every email the platform sends, dressed in the brand it is sent for (ADR 056,
 * ADR 091), as a React Email template: its components render the nested tables and inline styles
 * mail clients need (no <style> blocks, at most 560 px wide), and React escapes every value.
 *
 * A header band in the brand's colours carries the logo (a PNG, see email-logo.ts) beside the
 * wordmark as live text, so the email still reads as the brand with images blocked. The footer
 * names the operator, its postal address and support address, says why the email came, and
 * carries the 18+ notice. The plain-text part is written here from the same content, word for word.
 */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Row,
  render,
  Section,
  Text,
} from "@react-email/components";
import type { Locale } from "@reelhouse/contract";
import type { Brand } from "@reelhouse/contract/brands";
import { assertWebUrl } from "../../lib/html.ts";
import { translator } from "../../lib/i18n.ts";
import { type EmailLook, emailLook } from "./email-brand.ts";
import { EMAIL_LOGO_SIZE, emailLogoPath } from "./email-logo.ts";

export interface EmailContent {
  brand: Brand;
  locale: Locale;
  /** The site origin the email's links point to; the logo is served from it too. */
  origin: string;
  heading: string;
  paragraphs: string[];
  /** A button, with its URL repeated as a plain link below for clients that hide buttons. */
  action?: { label: string; url: string };
  /** A note under the action: what to do if the recipient did not ask for this. */
  footer?: string;
  /** Why the recipient got this email, for the footer. */
  reason: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const action = content.action && { label: content.action.label, url: assertWebUrl(content.action.url) };
  const chrome = chromeOf(content);
  const html = await render(<EmailLayout content={{ ...content, action }} chrome={chrome} />);
  return { html, text: renderText({ ...content, action }, chrome) };
}

/** What every email says around its own content, in the email's language. */
interface Chrome {
  logoUrl: string;
  supportLead: string;
  supportEmail: string;
  /** The operator's legal name, then its postal address on one line. */
  operator: [string, string];
  playResponsibly: string;
}

function chromeOf({ brand, locale, origin }: EmailContent): Chrome {
  const t = translator(locale);
  return {
    logoUrl: assertWebUrl(`${origin}${emailLogoPath(brand)}`),
    supportLead: t("emails.layout.support"),
    supportEmail: brand.operator.supportEmail,
    operator: [brand.operator.legalName, brand.operator.address.join(", ")],
    playResponsibly: t("emails.layout.playResponsibly"),
  };
}

/** Outside the card; every grey below reads at 4.5:1 or better on it. */
const PAGE_BACKGROUND = "#eef0f4";
const BODY_TEXT = "#374151";
const NOTE_TEXT = "#4b5563";
const CARD_PADDING = "32px 28px";

function EmailLayout({ content, chrome }: { content: EmailContent; chrome: Chrome }) {
  const { brand, locale, heading, paragraphs, action, footer, reason } = content;
  const look = emailLook(brand);
  const font = { fontFamily: look.fontFamily };
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        {/* The card is designed on white: clients that honour this do not recolour it. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{heading}</title>
      </Head>
      {paragraphs[0] && <Preview>{paragraphs[0]}</Preview>}
      <Body style={{ ...font, margin: 0, padding: "24px 12px", backgroundColor: PAGE_BACKGROUND }}>
        <Container style={{ maxWidth: 560, width: "100%" }}>
          <BrandBand brand={brand} look={look} logoUrl={chrome.logoUrl} />
          <Section
            style={{ backgroundColor: "#ffffff", borderRadius: "0 0 12px 12px", padding: CARD_PADDING }}
          >
            <Heading
              as="h1"
              style={{
                ...font,
                margin: 0,
                fontSize: 24,
                lineHeight: "32px",
                fontWeight: 700,
                color: look.ink,
              }}
            >
              {heading}
            </Heading>
            {paragraphs.map((paragraph) => (
              <Text
                key={paragraph}
                style={{ ...font, margin: "16px 0 0", fontSize: 16, lineHeight: "24px", color: BODY_TEXT }}
              >
                {paragraph}
              </Text>
            ))}
            {action && <Action action={action} look={look} />}
            {footer && (
              <Text
                style={{ ...font, margin: "24px 0 0", fontSize: 14, lineHeight: "20px", color: NOTE_TEXT }}
              >
                {footer}
              </Text>
            )}
          </Section>
          <Footer chrome={chrome} reason={reason} font={font} />
        </Container>
      </Body>
    </Html>
  );
}

/** The brand's own background with its logo mark and wordmark, over a stripe of its primary colour. */
function BrandBand({ brand, look, logoUrl }: { brand: Brand; look: EmailLook; logoUrl: string }) {
  const { band, wordmark } = look;
  return (
    <Section
      style={{
        backgroundColor: band.background,
        borderRadius: "12px 12px 0 0",
        borderBottom: `4px solid ${band.stripe}`,
        padding: "18px 28px",
      }}
    >
      <Row>
        <Column style={{ width: EMAIL_LOGO_SIZE + 12, verticalAlign: "middle" }}>
          <Img
            src={logoUrl}
            width={EMAIL_LOGO_SIZE}
            height={EMAIL_LOGO_SIZE}
            alt={brand.displayName}
            // Styles the alt text clients show in the image's place while images are blocked.
            style={{
              display: "block",
              border: 0,
              color: wordmark.lead.color,
              fontFamily: look.fontFamily,
              fontSize: 10,
              lineHeight: "12px",
            }}
          />
        </Column>
        <Column style={{ verticalAlign: "middle" }}>
          <Text
            style={{
              margin: 0,
              fontFamily: wordmark.fontFamily,
              fontSize: 24,
              lineHeight: "28px",
              fontWeight: 800,
              fontStyle: wordmark.italic ? "italic" : "normal",
              textTransform: wordmark.uppercase ? "uppercase" : "none",
              letterSpacing: wordmark.uppercase ? "1px" : "0",
            }}
          >
            <span style={{ color: wordmark.lead.color }}>{wordmark.lead.text}</span>
            {wordmark.rest.text && <span style={{ color: wordmark.rest.color }}>{wordmark.rest.text}</span>}
          </Text>
        </Column>
      </Row>
    </Section>
  );
}

function Action({ action, look }: { action: { label: string; url: string }; look: EmailLook }) {
  const { button } = look;
  return (
    <Section style={{ paddingTop: 28 }}>
      <Button
        href={action.url}
        style={{
          fontFamily: look.fontFamily,
          padding: "14px 28px",
          fontSize: 16,
          lineHeight: "20px",
          fontWeight: 700,
          color: button.color,
          backgroundColor: button.background,
          borderRadius: button.borderRadius,
          borderBottom: button.edge ? `3px solid ${button.edge}` : undefined,
          textDecoration: "none",
        }}
      >
        {action.label}
      </Button>
      <Text
        style={{
          fontFamily: look.fontFamily,
          margin: "16px 0 0",
          fontSize: 13,
          lineHeight: "20px",
          wordBreak: "break-all",
        }}
      >
        <Link href={action.url} style={{ color: look.link, textDecoration: "underline" }}>
          {action.url}
        </Link>
      </Text>
    </Section>
  );
}

function Footer({ chrome, reason, font }: { chrome: Chrome; reason: string; font: { fontFamily: string } }) {
  const line = { ...font, margin: "0 0 8px", fontSize: 12, lineHeight: "18px", color: NOTE_TEXT };
  const [legalName, address] = chrome.operator;
  return (
    <Section style={{ padding: "24px 28px 8px", textAlign: "center" }}>
      <Text style={line}>{reason}</Text>
      <Text style={line}>
        {chrome.supportLead}{" "}
        <Link
          href={`mailto:${chrome.supportEmail}`}
          style={{ color: NOTE_TEXT, textDecoration: "underline" }}
        >
          {chrome.supportEmail}
        </Link>
      </Text>
      <Text style={{ ...line, margin: "16px 0 0" }}>{legalName}</Text>
      <Text style={line}>{address}</Text>
      <Text style={{ ...line, margin: "16px 0 0", fontWeight: 700 }}>{chrome.playResponsibly}</Text>
    </Section>
  );
}

function renderText(content: EmailContent, chrome: Chrome): string {
  const { action, footer } = content;
  const closing = [
    content.reason,
    `${chrome.supportLead} ${chrome.supportEmail}`,
    ...chrome.operator,
    chrome.playResponsibly,
  ].join("\n");
  return [
    content.brand.displayName,
    content.heading,
    ...content.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(footer ? [footer] : []),
    closing,
  ].join("\n\n");
}
