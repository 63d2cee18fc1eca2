/**
 * A form that sends one API write, kept on TanStack Query's mutation state: busy while the write is
 * in flight (and, for forms that load another page when it succeeds, after it too, so a double
 * click never sends twice), the client-side check's field messages, then the server's. When a
 * submit is refused at a field, focus moves to the first field marked invalid, so a keyboard or
 * screen-reader user lands on what needs fixing.
 */
import { type MutateOptions, type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client.ts";
import type { FieldErrors, Validation } from "./form-validation.ts";
import { useHydrated } from "./use-hydrated.ts";

export interface ApiFormSettings {
  /** The page loads another one when the write succeeds: stay busy so it cannot be sent again. */
  keepBusyOnSuccess?: boolean;
}

export function useApiForm<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
  { keepBusyOnSuccess = false }: ApiFormSettings = {},
) {
  // A refusal is the form's to show; anything else is a bug for the route's error boundary.
  const mutation = useMutation({ ...options, throwOnError: (error) => !(error instanceof ApiError) });
  const [invalid, setInvalid] = useState<FieldErrors | null>(null);
  // Before hydration a submit would be the browser's own; the submit button waits for the script.
  const isReady = useHydrated();
  const refusal = invalid === null && mutation.error instanceof ApiError ? mutation.error : null;
  const isBusy = mutation.isPending || (keepBusyOnSuccess && mutation.isSuccess);
  const formRef = useRef<HTMLFormElement>(null);

  // After the render that marked the fields: the first one (in the form's order) gets the focus.
  useEffect(() => {
    if (invalid === null && refusal === null) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalid, refusal]);

  /** Sends the checked values, or shows the check's field messages and sends nothing. */
  function submit(checked: Validation<TVariables>, callbacks?: MutateOptions<TData, Error, TVariables>) {
    if (isBusy) return;
    if (!checked.ok) {
      mutation.reset();
      setInvalid(checked.errors);
      return;
    }
    setInvalid(null);
    mutation.mutate(checked.data, callbacks);
  }

  return {
    /** For the `<form>`: where the first invalid field is looked for. */
    ref: formRef,
    errors: invalid ?? refusal?.fieldMessages() ?? {},
    formError: refusal && refusal.fields.length === 0 ? refusal.message : null,
    /** The server's machine-readable cause of a refusal (`EMAIL_TAKEN`), for a form to act on. */
    reason: refusal?.reason ?? null,
    isBusy,
    isReady,
    submit,
  };
}
