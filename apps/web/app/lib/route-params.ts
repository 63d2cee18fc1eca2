import { PageSlug } from "@reelhouse/contract";

/** Lowercase words joined by single dashes, as used in page and collection names. */
export function isSlug(value: string | undefined): value is string {
  return PageSlug.safeParse(value).success;
}

export function isNumericId(value: string | undefined): value is string {
  return typeof value === "string" && /^[1-9]\d{0,17}$/.test(value);
}
