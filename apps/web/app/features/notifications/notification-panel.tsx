import type { Notification, NotificationKind } from "@reelhouse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { Skeleton } from "~/components/ui/skeleton.tsx";
import { useSite } from "~/lib/use-site.ts";
import { markReadMutation, notificationsQuery } from "./api.ts";
import { BellIcon } from "./bell-icon.tsx";
import { formatWhen, wordNotification } from "./wording.ts";

const CLOCK_TICK_MS = 60_000;

/** Now, moving on every minute, so "5 minutes ago" stays true while the panel is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const ICONS: Record<NotificationKind, string> = {
  purchaseCompleted: "M5 12.5l4.5 4.5L19 7.5",
  paymentFailed: "M8 8l8 8M16 8l-8 8",
  purchaseRefunded: "M9 7L5 11l4 4M5 11h9a5 5 0 0 1 0 10h-2",
  bonusReceived:
    "M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3.5 1 5 1zm0 0c1.5-3 5-3.5 5-1s-3.5 1-5 1z",
};

function KindIcon({ kind }: { kind: NotificationKind }) {
  return (
    <span className={`notification__icon notification__icon--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d={ICONS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

function NotificationItem({
  notification,
  isNew,
  now,
}: {
  notification: Notification;
  isNew: boolean;
  now: number;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { title, body } = wordNotification(t, locale, notification);
  const exactTime = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(
    Date.parse(notification.createdAt),
  );
  return (
    <li className={`notification${isNew ? " notification--new" : ""}`}>
      <KindIcon kind={notification.kind} />
      <div className="notification__text">
        <p className="notification__title">
          {isNew ? <span className="visually-hidden">{`${t("notifications.new")}: `}</span> : null}
          {title}
        </p>
        <p className="notification__body">{body}</p>
        <time className="notification__time" dateTime={notification.createdAt} title={exactTime}>
          {formatWhen(t, locale, notification.createdAt, now)}
        </time>
      </div>
      {isNew ? <span className="notification__dot" aria-hidden="true" /> : null}
    </li>
  );
}

/**
 * The list, newest first. Opening it asks for the list again and marks what it shows read, by id,
 * so one that arrives meanwhile is not marked read before it is seen; what was unread stays marked
 * new while the panel is open. "Mark all as read" also reaches unread ones beyond the list.
 */
export function NotificationPanel() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const now = useNow();
  const panel = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...notificationsQuery(),
    refetchOnMount: "always",
  });
  const { mutate: markRead } = useMutation(markReadMutation(locale, queryClient));
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (!data || isFetching) return;
    const unreadIds = data.notifications.filter(({ readAt }) => readAt === null).map(({ id }) => id);
    if (unreadIds.length === 0) return;
    setNewIds((ids) => new Set([...ids, ...unreadIds]));
    markRead({ ids: unreadIds });
  }, [data, isFetching, markRead]);

  const markAllRead = () => {
    setNewIds(new Set());
    markRead({});
    // The button goes away with what it marked; focus stays in the panel rather than falling out.
    panel.current?.focus();
  };

  let content: ReactNode;
  if (isPending) {
    content = <Skeleton count={4} variant="card" label={t("notifications.loading")} />;
  } else if (isError) {
    content = (
      <div className="notification-panel__state" role="alert">
        <p>{t("notifications.loadFailed")}</p>
        <Button variant="secondary" onClick={() => refetch()}>
          {t("notifications.tryAgain")}
        </Button>
      </div>
    );
  } else if (data.notifications.length === 0) {
    content = (
      <div className="notification-panel__state">
        <span className="notification-panel__state-icon" aria-hidden="true">
          <BellIcon size={28} />
        </span>
        <p className="notification-panel__empty">{t("notifications.empty")}</p>
        <p>{t("notifications.emptyLead")}</p>
      </div>
    );
  } else {
    content = (
      <>
        {newIds.size > 0 || data.unreadCount > 0 ? (
          <div className="notification-panel__actions">
            <button type="button" className="notification-panel__mark-all" onClick={markAllRead}>
              {t("notifications.markAllRead")}
            </button>
          </div>
        ) : null}
        <ul className="notification-list">
          {data.notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              isNew={notification.readAt === null || newIds.has(notification.id)}
              now={now}
            />
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="notification-panel" ref={panel} tabIndex={-1}>
      {content}
    </div>
  );
}
