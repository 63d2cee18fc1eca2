/**
 * A card's fields formatted as they are typed, as every checkout does: the number in groups of
 * four, the expiry as MM/YY with its slash put in, the code digits only. What is sent is the
 * digits (`cardDigits`), so a pasted "4242-4242…" or a typed space changes nothing.
 */
const digitsOf = (value: string, most: number) => value.replace(/\D/g, "").slice(0, most);

export function formatCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value, 4);
}

export const cardDigits = (formatted: string) => formatted.replace(/\D/g, "");
