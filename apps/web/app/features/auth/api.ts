import {
  AuthResponse,
  type ForgotPasswordRequest,
  type Locale,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
  SuccessResponse,
} from "@reelhouse/contract";
import { apiRequest } from "~/lib/api-client.ts";

export function signUp(body: SignUpRequest, locale: Locale) {
  return apiRequest("/rest/registration/", { method: "POST", body, locale, schema: AuthResponse });
}

export function signIn(body: SignInRequest, locale: Locale) {
  return apiRequest("/rest/login/email/", { method: "POST", body, locale, schema: AuthResponse });
}

export function requestPasswordReset(body: ForgotPasswordRequest, locale: Locale) {
  return apiRequest("/rest/password/forgot/", { method: "POST", body, locale, schema: SuccessResponse });
}

export function resetPassword(body: ResetPasswordRequest, locale: Locale) {
  return apiRequest("/rest/password/reset/", { method: "POST", body, locale, schema: SuccessResponse });
}
