import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal.tsx";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { notificationsKeys, notificationsQuery } from "./api.ts";
import { BellIcon } from "./bell-icon.tsx";
import { NotificationPanel } from "./notification-panel.tsx";
import "./notifications.css";

/**
 * What makes a notification (a payment settled, a gift credited) comes with one of these messages:
 * each one has the list read again. A reconnect refetches every query anyway.
 */
function useNotificationPushes(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  useRealtimeMessage("cash", refetch);
  useRealtimeMessage("payment", refetch);
  useRealtimeMessage("deposit", refetch);
}

/** Past this the badge reads "99+"; the button's name still says the exact count. */
const BADGE_MAX = 99;

/**
 * The header's bell (spec §2 notification centre): the unread count as a badge, and the list in
 * a side panel on the native dialog, so focus stays in it and returns to the bell. The count is
 * in the button's name and, when it changes, in a polite status message for screen readers.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // The panel opens by script: before hydration a press would be lost, so the button waits.
  const isHydrated = useHydrated();
  const { data } = useQuery(notificationsQuery());
  const unread = data?.unreadCount ?? 0;
  useNotificationPushes();

  return (
    <div className="notification-centre">
      <button
        type="button"
        className="header-icon-button notification-bell"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={unread > 0 ? t("notifications.openUnread", { count: unread }) : t("notifications.open")}
        disabled={!isHydrated}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" role="status">
        {unread > 0 ? t("notifications.unread", { count: unread }) : ""}
      </span>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t("notifications.title")}
        closeLabel={t("notifications.close")}
        variant="drawer"
      >
        <NotificationPanel />
      </Modal>
    </div>
  );
}
