import { data } from "react-router";

/** Thrown from a loader whose route matched but whose parameters failed validation (spec §2). */
export function routeValidationFailed(request: Request): never {
  throw data({ validationFailedAt: new URL(request.url).pathname }, { status: 404 });
}

/** Thrown where no page exists at all: the plain 'Page not found'. */
export function pageNotFound(): never {
  throw data({ validationFailedAt: undefined }, { status: 404 });
}
