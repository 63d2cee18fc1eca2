/**
 * The notification centre's calls: the latest notifications with the unread count, and marking
 * them read. The list is asked for again when the panel opens and when a realtime message says the
 * account changed (the bell listens); marking read shows at once, and the list is read again after.
 */
import type { Locale, MarkNotificationsReadRequest, NotificationsData } from "@reelhouse/contract";
import { notificationsApi } from "@reelhouse/contract/client";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";

export const notificationsKeys = {
  all: ["notifications"] as const,
};

export function notificationsQuery() {
  return queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: async (): Promise<NotificationsData> => (await callApi(notificationsApi.listNotifications)).data,
  });
}

/** `data` with the notifications of `ids` (all of them without `ids`) read at `readAt`. */
function withRead(
  data: NotificationsData,
  ids: readonly number[] | undefined,
  readAt: string,
): NotificationsData {
  let marked = 0;
  const notifications = data.notifications.map((notification) => {
    if (notification.readAt !== null || (ids && !ids.includes(notification.id))) return notification;
    marked++;
    return { ...notification, readAt };
  });
  return {
    notifications,
    unreadCount: ids ? Math.max(0, data.unreadCount - marked) : 0,
  };
}

/** Marks read at once in the cached list; the server's answer sets the count, then the list is read again. */
export const markReadMutation = (locale: Locale, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["notifications", "read"],
    mutationFn: async (body: MarkNotificationsReadRequest) =>
      (await callApi(notificationsApi.markNotificationsRead, { body }, { locale })).data,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.all });
      queryClient.setQueryData<NotificationsData>(notificationsKeys.all, (data) =>
        data ? withRead(data, ids, new Date().toISOString()) : data,
      );
    },
    onSuccess: ({ unreadCount }) =>
      queryClient.setQueryData<NotificationsData>(notificationsKeys.all, (data) =>
        data ? { ...data, unreadCount } : data,
      ),
    // Whatever came meanwhile (or a failure's undoing) shows on the next read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
