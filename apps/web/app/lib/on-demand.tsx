import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code loads the first time it renders, shown once it has: what only signed-in
 * players see (their dialogs, the cash widget, the notification bell) stays out of a guest's first
 * load. A page rendered with it on the server keeps that markup until the code arrives.
 */
export function onDemand(load: () => Promise<ComponentType>): ComponentType {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnDemand() {
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}
