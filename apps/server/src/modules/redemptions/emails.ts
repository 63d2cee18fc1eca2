/**
 * The email a player gets at each move of their redemption (requested, approved, paid, rejected
 * with the reason, failed, cancelled), worded from the `emails.redemptions` catalog part in the
 * player's language and sent as the brand of the site they asked from.
 */
import { isLocale, type Locale, THEME_IDS, type ThemeId } from "@reelhouse/contract";
import { BRANDS, type Brand } from "@reelhouse/contract/brands";
import type { Config } from "../../config/env.ts";
import { translator } from "../../lib/i18n.ts";
import type { EmailContent, OutgoingEmail, RenderedEmail } from "../messaging/service.ts";
import type { RedemptionNotice } from "./service.ts";

export interface RedemptionEmailDeps {
  config: Pick<Config, "operators">;
  contacts(playerIds: readonly string[]): Promise<{ id: string; email: string; locale: string }[]>;
  renderEmail(content: EmailContent): Promise<RenderedEmail>;
  sendEmail(email: OutgoingEmail): Promise<void>;
}

/** The wording of one notice: subject, heading, paragraphs and why the email came. */
export function redemptionEmailCopy(locale: Locale, brandName: string, notice: RedemptionNotice) {
  const t = translator(locale);
  const { kind, redemption } = notice;
  const values = {
    brand: brandName,
    amount: (redemption.amount / 100).toLocaleString(locale === "es" ? "es-US" : "en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    destination: redemption.destinationLabel,
    reason: notice.note ?? t("emails.redemptions.noReason"),
  };
  return {
    subject: t(`emails.redemptions.${kind}.subject`, values),
    heading: t(`emails.redemptions.${kind}.heading`, values),
    paragraphs: t(`emails.redemptions.${kind}.paragraphs`, { ...values, returnObjects: true }),
    reason: t("emails.redemptions.reason", values),
  };
}

export function createRedemptionEmails(deps: RedemptionEmailDeps) {
  const brands = Object.fromEntries(
    THEME_IDS.map((id) => [id, { ...BRANDS[id], operator: deps.config.operators[id] }]),
  ) as Record<ThemeId, Brand>;

  return async function sendRedemptionEmail(notice: RedemptionNotice): Promise<void> {
    const [contact] = await deps.contacts([notice.redemption.playerId]);
    if (!contact) return;
    const locale: Locale = isLocale(contact.locale) ? contact.locale : "en";
    const themeId = (THEME_IDS as readonly string[]).includes(notice.redemption.themeId)
      ? (notice.redemption.themeId as ThemeId)
      : THEME_IDS[0];
    const brand = brands[themeId];
    const copy = redemptionEmailCopy(locale, brand.displayName, notice);
    const body = await deps.renderEmail({
      brand,
      locale,
      origin: notice.redemption.siteOrigin,
      heading: copy.heading,
      paragraphs: copy.paragraphs,
      reason: copy.reason,
    });
    await deps.sendEmail({ to: contact.email, brand, subject: copy.subject, ...body });
  };
}
