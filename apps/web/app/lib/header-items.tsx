/**
 * What a feature adds to the site header beside the balance and the account menu (the
 * notification bell, later others): each feature lists its own in
 * `features/<feature>/header-items.ts`; `app/header-items.tsx` collects them and provides them
 * here, and the shell's header renders `useHeaderItems()`. So the shell imports no other feature,
 * and a new header control touches no other file (ADR 081).
 */
import { createContext, type ReactNode, useContext } from "react";
import { entriesFor, type FeatureEntry, orderEntries } from "./feature-entries.ts";
import { useSite } from "./use-site.ts";

/** A header item's `order`: lower first, left to right. */
export type HeaderItem = FeatureEntry;

export const orderHeaderItems = (items: readonly HeaderItem[]) => orderEntries(items, "header items");

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
  return entriesFor(items, player !== null);
}
