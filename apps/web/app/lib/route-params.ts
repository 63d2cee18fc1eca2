import { PageSlug } from "@reelhouse/contract";
import { routeValidationFailed } from "./route-errors.ts";

/** Lowercase words joined by single dashes, as used in page and collection names. */
export function isSlug(value: string | undefined): value is string {
  return PageSlug.safeParse(value).success;
}

export function isNumericId(value: string | undefined): value is string {
  return typeof value === "string" && /^[1-9]\d{0,17}$/.test(value);
}

/** A loader for routes named by a slug parameter: anything else fails route validation (404). */
export function slugParamLoader<Name extends string>(name: Name) {
  return async ({ params, request }: { params: Partial<Record<Name, string>>; request: Request }) => {
    const value = params[name];
    if (!isSlug(value)) routeValidationFailed(request);
    return { [name]: value } as Record<Name, string>;
  };
}
