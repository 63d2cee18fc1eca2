/** A form's message that is not about one field, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="form__error" role="alert">
      {message}
    </p>
  ) : null;
}
