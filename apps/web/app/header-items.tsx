/**
 * The header items of every feature, found by file name (`features/<feature>/header-items.ts`,
 * each exporting `headerItems`) and provided to the shell's header through `lib/header-items.tsx`.
 */
import type { ReactNode } from "react";
import { type HeaderItem, HeaderItemsProvider, orderHeaderItems } from "~/lib/header-items.tsx";

const featureItems = import.meta.glob<readonly HeaderItem[]>("./features/*/header-items.ts", {
  eager: true,
  import: "headerItems",
});

export const headerItems = orderHeaderItems(Object.values(featureItems).flat());

export function FeatureHeaderItems({ children }: { children: ReactNode }) {
  return <HeaderItemsProvider items={headerItems}>{children}</HeaderItemsProvider>;
}
