/**
 * The one layout of every email the platform sends, as a React Email template: its components
 * render the nested tables and inline styles mail clients need (no <style> blocks, at most 560 px
 * wide), and React escapes every value. The plain-text part is written here, word for word the
 * same content.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  render,
  Section,
  Text,
} from "@react-email/components";
import { assertWebUrl } from "../../lib/html.ts";

export interface EmailContent {
  brandName: string;
  heading: string;
  paragraphs: string[];
  /** A button, with its URL repeated as a plain link below for clients that hide buttons. */
  action?: { label: string; url: string };
  footer?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const action = content.action && { label: content.action.label, url: assertWebUrl(content.action.url) };
  const html = await render(<EmailLayout {...content} action={action} />);
  return { html, text: renderText(content, action) };
}

const font = { fontFamily: "Arial,Helvetica,sans-serif" };

function EmailLayout({ brandName, heading, paragraphs, action, footer }: EmailContent) {
  return (
    <Html lang="en">
      <Head>
        <title>{heading}</title>
      </Head>
      <Body style={{ margin: 0, padding: "24px 12px", backgroundColor: "#f3f4f6" }}>
        <Container
          style={{ maxWidth: 560, backgroundColor: "#ffffff", borderRadius: 8, padding: "24px 32px" }}
        >
          <span style={{ ...font, fontSize: 16, fontWeight: "bold", color: "#6b7280" }}>{brandName}</span>
          <Heading
            as="h1"
            style={{ ...font, margin: "12px 0 0", fontSize: 24, lineHeight: "32px", color: "#111827" }}
          >
            {heading}
          </Heading>
          {paragraphs.map((paragraph) => (
            <Text
              key={paragraph}
              style={{ ...font, margin: "16px 0 0", fontSize: 16, lineHeight: "24px", color: "#374151" }}
            >
              {paragraph}
            </Text>
          ))}
          {action && (
            <Section style={{ paddingTop: 24 }}>
              <Button
                href={action.url}
                style={{
                  ...font,
                  padding: "12px 24px",
                  fontSize: 16,
                  fontWeight: "bold",
                  color: "#ffffff",
                  backgroundColor: "#4f46e5",
                  borderRadius: 6,
                  textDecoration: "none",
                }}
              >
                {action.label}
              </Button>
              <Text
                style={{
                  ...font,
                  margin: "12px 0 0",
                  fontSize: 13,
                  lineHeight: "20px",
                  wordBreak: "break-all",
                }}
              >
                <Link href={action.url} style={{ color: "#4f46e5" }}>
                  {action.url}
                </Link>
              </Text>
            </Section>
          )}
          {footer && (
            <Text style={{ ...font, margin: "24px 0 0", fontSize: 12, lineHeight: "18px", color: "#6b7280" }}>
              {footer}
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

function renderText(content: EmailContent, action: EmailContent["action"]): string {
  return [
    content.brandName,
    content.heading,
    ...content.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.footer ? [content.footer] : []),
  ].join("\n\n");
}
