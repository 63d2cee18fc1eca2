/**
 * The state every form that talks to the API keeps: busy while a request is in flight (so a
 * double click never submits twice), field messages, and the server's message when it is not
 * about a field.
 */
import { useState } from "react";
import { ApiError } from "./api-client.ts";
import type { FieldErrors } from "./form-validation.ts";
import { useHydrated } from "./use-hydrated.ts";

export interface SubmitOptions {
  /** The page is about to load another one: stay busy so the form cannot be sent again. */
  keepBusyOnSuccess?: boolean;
  onRejected?(error: ApiError): void;
}

export function useFormSubmission() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Before hydration a submit would be the browser's own; the submit button waits for the script.
  const isReady = useHydrated();

  async function submit(work: () => Promise<void>, options: SubmitOptions = {}): Promise<void> {
    setBusy(true);
    setFormError(null);
    try {
      await work();
      setErrors({});
      if (!options.keepBusyOnSuccess) setBusy(false);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fieldMessages());
      if (error.fields.length === 0) setFormError(error.message);
      options.onRejected?.(error);
    }
  }

  return { errors, setErrors, formError, isBusy, isReady, submit };
}
