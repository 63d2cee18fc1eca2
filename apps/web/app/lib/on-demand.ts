import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from "react";
import { loadCode } from "./load-code.ts";

/**
 * A component whose code loads the first time it renders: what only signed-in players see (their
 * dialogs, the cash widget, the notification bell) stays out of a guest's first load. The registries
 * render every entry inside a Suspense boundary that shows nothing meanwhile; a page rendered with
 * it on the server keeps that markup until the code arrives. A download that fails (the server
 * restarting, the network dropping) is tried again until it arrives.
 */
export function onDemand<Props extends object = Record<string, never>>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await loadCode(load) }));
}

/**
 * `onDemand`, rendered only once `useIsWanted` (a hook: it may read the location or the site) has
 * said yes, and kept from then on, so the work it started is not cut short when the condition
 * passes. The handler of a rare link (an email confirmation, a social sign-in coming back) then
 * costs every other visit nothing.
 */
export function onDemandWhen(useIsWanted: () => boolean, load: () => Promise<ComponentType>): ComponentType {
  const Loaded = onDemand(load);
  return () => createElement(WhenWanted, { useIsWanted, Loaded });
}

function WhenWanted({ useIsWanted, Loaded }: { useIsWanted: () => boolean; Loaded: ComponentType }) {
  const isWanted = useIsWanted();
  const [wasWanted, setWasWanted] = useState(isWanted);
  if (isWanted && !wasWanted) setWasWanted(true);
  return isWanted || wasWanted ? createElement(Loaded) : null;
}
