/**
 * Page scroll lock shared by every modal (spec §2): the first open modal locks the page, closing
 * the last one restores it. On Apple mobile devices `overflow: hidden` on the body does not stop
 * touch scrolling, so the body is pinned with `position: fixed` instead, after a 300 ms delay that
 * lets the opening animation start without a jump.
 */
export const APPLE_MOBILE_LOCK_DELAY_MS = 300;

let openCount = 0;
const countListeners = new Set<() => void>();

/** Calls `listener` whenever a modal opens or closes (lib/dialog-queue.ts); answers the way to stop. */
export function onModalCountChange(listener: () => void): () => void {
  countListeners.add(listener);
  return () => {
    countListeners.delete(listener);
  };
}

function countChanged(): void {
  for (const listener of countListeners) listener();
}
let savedScrollY = 0;
let pendingPin: ReturnType<typeof setTimeout> | undefined;

export function isAppleMobile(
  navigatorLike: Pick<Navigator, "userAgent" | "platform" | "maxTouchPoints"> = navigator,
): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigatorLike.userAgent) ||
    // iPadOS reports itself as a Mac with touch.
    (navigatorLike.platform === "MacIntel" && navigatorLike.maxTouchPoints > 1)
  );
}

export function lockScroll(): void {
  openCount += 1;
  countChanged();
  if (openCount > 1) return;
  const body = document.body;
  if (isAppleMobile()) {
    savedScrollY = window.scrollY;
    pendingPin = setTimeout(() => {
      pendingPin = undefined;
      body.style.position = "fixed";
      body.style.top = `-${savedScrollY}px`;
      body.style.width = "100%";
    }, APPLE_MOBILE_LOCK_DELAY_MS);
  } else {
    body.style.overflow = "hidden";
  }
}

export function unlockScroll(): void {
  if (openCount === 0) return;
  openCount -= 1;
  countChanged();
  if (openCount > 0) return;
  const body = document.body;
  if (pendingPin) {
    clearTimeout(pendingPin);
    pendingPin = undefined;
  }
  if (body.style.position === "fixed") {
    body.style.position = "";
    body.style.top = "";
    body.style.width = "";
    window.scrollTo(0, savedScrollY);
  }
  body.style.overflow = "";
}

export function openModalCount(): number {
  return openCount;
}
