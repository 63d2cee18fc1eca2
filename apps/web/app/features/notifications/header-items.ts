import type { HeaderItem } from "~/lib/header-items.tsx";
import { NotificationBell } from "./notification-bell.tsx";

export const headerItems: readonly HeaderItem[] = [
  { id: "notifications", audience: "player", order: 10, Component: NotificationBell },
];
