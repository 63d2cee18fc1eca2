import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import "./toast.css";

/** Spec §9: product toasts close after 3 s; login errors and general notices stay 5 s. */
export const TOAST_DURATION_MS = 3000;
export const NOTICE_TOAST_DURATION_MS = 5000;

export interface ToastAction {
  label: string;
  onClick(): void;
}

export interface ToastOptions {
  message: string;
  tone?: "info" | "success" | "error" | "dark";
  /** Milliseconds until it closes itself; `null` keeps it until dismissed. */
  durationMs?: number | null;
  showProgress?: boolean;
  actions?: ToastAction[];
}

interface ToastItem extends Required<Omit<ToastOptions, "actions">> {
  id: number;
  actions: ToastAction[];
}

interface ToastApi {
  show(options: ToastOptions): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Share of the time left, clamped to [0, 1] (spec §5) so a late timer never draws a negative bar. */
export function toastProgress(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - elapsedMs / durationMs));
}

export function ToastProvider({ children, dismissLabel }: { children: ReactNode; dismissLabel: string }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [
      ...current,
      {
        id,
        message: options.message,
        tone: options.tone ?? "info",
        durationMs: options.durationMs === undefined ? TOAST_DURATION_MS : options.durationMs,
        showProgress: options.showProgress ?? true,
        actions: options.actions ?? [],
      },
    ]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toasts" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            onDismiss={() => dismiss(toast.id)}
            dismissLabel={dismissLabel}
          />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

/** Closes itself after its duration; hovering or focusing it pauses the countdown. */
function Toast({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastItem;
  onDismiss(): void;
  dismissLabel: string;
}) {
  const [isPaused, setIsPaused] = useState(false);
  const elapsed = useRef(0);
  const startedAt = useRef(0);
  const { durationMs } = toast;

  useEffect(() => {
    if (durationMs === null || isPaused) return;
    startedAt.current = Date.now();
    const remaining = toastProgress(elapsed.current, durationMs) * durationMs;
    const timer = setTimeout(onDismiss, remaining);
    return () => {
      clearTimeout(timer);
      elapsed.current += Date.now() - startedAt.current;
    };
  }, [durationMs, isPaused, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the countdown (WCAG 2.2.1), they do nothing else.
    <div
      className={`toast toast--${toast.tone}`}
      role={toast.tone === "error" ? "alert" : "status"}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <p className="toast__message">{toast.message}</p>
      <div className="toast__actions">
        {toast.actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className="toast__action"
            onClick={() => {
              action.onClick();
              onDismiss();
            }}
          >
            {action.label}
          </button>
        ))}
        <button type="button" className="toast__close" onClick={onDismiss} aria-label={dismissLabel}>
          ×
        </button>
      </div>
      {durationMs !== null && toast.showProgress ? (
        <span
          className="toast__progress"
          aria-hidden="true"
          style={{
            animationDuration: `${durationMs}ms`,
            animationPlayState: isPaused ? "paused" : "running",
          }}
        />
      ) : null}
    </div>
  );
}
