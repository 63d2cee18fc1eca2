/**
 * Signing in and up, and recovering a password. A successful sign-in reloads the site into the
 * player's session, so these writes have no query keys to invalidate.
 */
import type {
  ForgotPasswordRequest,
  Locale,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  SocialLoginRequest,
  SocialMethod,
} from "@reelhouse/contract";
import { accountsApi, socialAuthApi } from "@reelhouse/contract/client";
import { mutationOptions } from "@tanstack/react-query";
import { callApi } from "~/lib/api-client.ts";

export const signUpMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["auth", "sign-up"],
    mutationFn: (body: SignUpRequest) => callApi(accountsApi.signUp, { body }, { locale }),
  });

export const signInMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["auth", "sign-in"],
    mutationFn: (body: SignInRequest) => callApi(accountsApi.signIn, { body }, { locale }),
  });

export const requestPasswordResetMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["auth", "request-password-reset"],
    mutationFn: (body: ForgotPasswordRequest) =>
      callApi(accountsApi.requestPasswordReset, { body }, { locale }),
  });

export const resetPasswordMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["auth", "reset-password"],
    mutationFn: (body: ResetPasswordRequest) => callApi(accountsApi.resetPassword, { body }, { locale }),
  });

/** Where to send the browser to sign in with a provider. */
export function startSocialSignIn(method: SocialMethod, redirectUri: string, locale: Locale) {
  return callApi(socialAuthApi.startSocialSignIn, { params: { method }, query: { redirectUri } }, { locale });
}

export function completeSocialSignIn(method: SocialMethod, body: SocialLoginRequest, locale: Locale) {
  return callApi(socialAuthApi.signInWithSocial, { params: { method }, body }, { locale });
}
