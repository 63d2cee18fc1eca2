/**
 * What a feature adds to the site header beside the balance and the account menu (the
 * notification bell, later others): each feature lists its own in
 * `features/<feature>/header-items.ts`; `app/header-items.tsx` collects them and provides them
 * here, and the shell's header renders `useHeaderItems()`. So the shell imports no other feature,
 * and a new header control touches no other file (ADR 081).
 */
import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import { useSite } from "./use-site.ts";

export interface HeaderItem {
  /** Unique among header items; also the React key. */
  readonly id: string;
  /** Every visitor, or signed-in players only. */
  readonly audience: "everyone" | "player";
  /** Lower first, left to right. */
  readonly order: number;
  readonly Component: ComponentType;
}

/** Orders the collected items and refuses two with one id (a copy-paste slip). */
export function orderHeaderItems(items: readonly HeaderItem[]): HeaderItem[] {
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`Two header items are called "${item.id}"`);
    ids.add(item.id);
  }
  return [...items].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

const HeaderItemsContext = createContext<readonly HeaderItem[]>([]);

export function HeaderItemsProvider({
  items,
  children,
}: {
  items: readonly HeaderItem[];
  children: ReactNode;
}) {
  return <HeaderItemsContext value={items}>{children}</HeaderItemsContext>;
}

/** The header items this visitor sees, in order. */
export function useHeaderItems(): HeaderItem[] {
  const items = useContext(HeaderItemsContext);
  const { player } = useSite();
  return items.filter((item) => item.audience === "everyone" || player !== null);
}
