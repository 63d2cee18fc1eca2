import { type MouseEvent as ReactMouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { lockScroll, unlockScroll } from "~/lib/scroll-lock.ts";
import "./modal.css";

export interface ModalProps {
  isOpen: boolean;
  /** Omitted for a step the visitor must complete (accepting new terms): no close button, no Escape. */
  onClose?: () => void;
  title: string;
  closeLabel?: string;
  /** `drawer` slides in from the side (mobile navigation); `dialog` is centred, `wide` too but wider (the cashier). */
  variant?: "dialog" | "wide" | "drawer";
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native `<dialog>` opened with `showModal()`: the browser puts it in the top
 * layer, makes the rest of the page inert (focus cannot leave it, screen readers see only it) and
 * turns Escape into a `cancel` event. Here: the first control gets focus, Escape or a click on the
 * backdrop closes it unless it is a required step, focus returns to where it was, and the page
 * stops scrolling underneath (`lib/scroll-lock.ts`, which keeps the spec's iOS rule).
 */
export function Modal({ isOpen, onClose, title, closeLabel, variant = "dialog", children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  /** Set while React closes the dialog itself, so its `close` event is not taken for the visitor's. */
  const isClosingFromReact = useRef(false);

  // A layout effect, so the dialog closes (and the browser hands focus back) before React removes it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!isOpen || !element) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    isClosingFromReact.current = false;
    element.showModal();
    lockScroll();
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      unlockScroll();
      isClosingFromReact.current = true;
      if (element.open) element.close();
      previouslyFocused?.focus?.();
    };
  }, [isOpen]);

  if (!isOpen) return null;

  const close = () => onCloseRef.current?.();
  const onBackdropClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop lands on the dialog element itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const isOutside =
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom;
    if (isOutside) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape (the cancel event); this click is the pointer's, on the backdrop.
    <dialog
      ref={dialog}
      className={`modal modal--${variant}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: this component decides, so a required step stays open.
        event.preventDefault();
        close();
      }}
      onClose={() => {
        if (isClosingFromReact.current) return;
        // The browser may still close it on its own (a repeated Escape); a required step reopens.
        if (onCloseRef.current) close();
        else dialog.current?.showModal();
      }}
      onClick={onBackdropClick}
    >
      <header className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </header>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
