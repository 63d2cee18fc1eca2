/**
 * The notification centre (spec §2): what happened to the player's account, newest first, kept on
 * the server so it survives reloads and follows the player to other devices. A notification is
 * stored as a kind and its values and worded by the site in the page's language.
 */
import { z } from "zod";

export const NOTIFICATION_KINDS = [
  "purchaseCompleted",
  "paymentFailed",
  "purchaseRefunded",
  "bonusReceived",
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** How many notifications the centre lists; older ones stay stored but are not shown. */
export const NOTIFICATION_LIST_SIZE = 30;

export const Notification = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  /** Amounts in minor units (`coins`, `entries`, `priceMinor`), ids, and the like for the wording. */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    notifications: z.array(Notification).describe("Newest first"),
    unreadCount: z.number().int(),
  }),
});
export type NotificationsData = z.infer<typeof NotificationsResponse>["data"];

/** Marks the given notifications read, or all of them when `ids` is left out. */
export const MarkNotificationsReadRequest = z.object({
  ids: z.array(z.number().int().positive()).max(100).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;

export const MarkNotificationsReadResponse = z.object({
  success: z.literal(true),
  data: z.object({ unreadCount: z.number().int() }),
});
