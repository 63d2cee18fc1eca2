/**
 * How a notification reads: the server stores a kind and its values (amounts in minor units), and
 * the page words them in its own language, so a notification follows the player's language
 * whenever it was made.
 */
import type { Locale, Notification } from "@reelhouse/contract";
import type { TFunction } from "i18next";
import { formatBalance, formatQuantity } from "~/lib/balance.ts";
import { formatUsd } from "~/lib/money.ts";

const MINOR_PER_WHOLE = 100;

/** Transaction kinds that carry a bonus title of their own: what paid the player, by name. */
const TITLED_SOURCES = [
  "onboarding_reward",
  "daily_login_prize",
  "daily_wheel_prize",
  "deposit_streak_prize",
  "cashback",
  "scratch_card_prize",
  "mail_in_entries",
  "race_prize",
] as const;

function isTitledSource(source: unknown): source is (typeof TITLED_SOURCES)[number] {
  return (TITLED_SOURCES as readonly unknown[]).includes(source);
}
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

export interface NotificationWording {
  title: string;
  body: string;
}

const numberValue = (value: string | number | undefined) => (typeof value === "number" ? value : 0);

/** "25,000 coins and 10 free entries", leaving out a currency the notification did not move. */
export function formatAmounts(t: TFunction, locale: Locale, coins: number, entries: number): string {
  const parts = [
    ...(coins > 0
      ? [
          t("notifications.coins", {
            count: Math.floor(coins / MINOR_PER_WHOLE),
            amount: formatBalance(coins, "coins", locale),
          }),
        ]
      : []),
    ...(entries > 0
      ? [
          t("notifications.entries", {
            count: entries / MINOR_PER_WHOLE,
            amount: formatQuantity(entries, locale),
          }),
        ]
      : []),
  ];
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
}

function bonusTitle(t: TFunction, values: Notification["values"]): string {
  const { reason, source } = values;
  if (reason === "welcome") return t("notifications.bonusTitles.welcome");
  if (source === "prize") return t("notifications.bonusTitles.prize");
  if (source === "adjustment") return t("notifications.bonusTitles.adjustment");
  if (isTitledSource(source)) return t(`notifications.bonusTitles.${source}`);
  return t("notifications.kinds.bonusReceived.title");
}

export function wordNotification(
  t: TFunction,
  locale: Locale,
  { kind, values }: Pick<Notification, "kind" | "values">,
): NotificationWording {
  const amounts = formatAmounts(t, locale, numberValue(values.coins), numberValue(values.entries));
  const price = formatUsd(numberValue(values.priceMinor));
  switch (kind) {
    case "purchaseCompleted":
      return {
        title: t("notifications.kinds.purchaseCompleted.title"),
        body: t("notifications.kinds.purchaseCompleted.body", { amounts, price }),
      };
    case "paymentFailed":
      return {
        title: t("notifications.kinds.paymentFailed.title"),
        body: t("notifications.kinds.paymentFailed.body", { price }),
      };
    case "purchaseRefunded":
      return {
        title: t("notifications.kinds.purchaseRefunded.title"),
        body: t("notifications.kinds.purchaseRefunded.body", { amounts, price }),
      };
    case "bonusReceived":
      return { title: bonusTitle(t, values), body: t("notifications.kinds.bonusReceived.body", { amounts }) };
  }
}

/**
 * "Just now", "5 minutes ago", "yesterday", then the date. A clock a little behind the server's
 * never says "in 1 minute": a time ahead of `now` reads as just now.
 */
export function formatWhen(t: TFunction, locale: Locale, createdAt: string, now: number): string {
  const then = Date.parse(createdAt);
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE_MS) return t("notifications.justNow");
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), "hour");
  if (elapsed < WEEK_MS) return relative.format(-Math.floor(elapsed / DAY_MS), "day");
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(then);
}
