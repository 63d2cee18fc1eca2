import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component whose code loads the first time it renders: what only signed-in players see (their
 * dialogs, the cash widget, the notification bell) stays out of a guest's first load. The registries
 * render every entry inside a Suspense boundary that shows nothing meanwhile; a page rendered with
 * it on the server keeps that markup until the code arrives.
 */
export function onDemand(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: await load() }));
}
