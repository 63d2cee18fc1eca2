import { useEffect } from "react";
import { useLocation } from "react-router";
import { rememberReferral } from "./referral.ts";

/** Keeps the referral code of any page's link (`invited_by`, `refcode`) for a later sign-up. */
export function ReferralMemory() {
  const { search } = useLocation();
  useEffect(() => rememberReferral(new URLSearchParams(search)), [search]);
  return null;
}
