import type { VerificationState } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { screen } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { IdentityVerification } from "./identity-verification.tsx";

const api = setupApi();

const REJECTED: VerificationState = {
  status: "rejected",
  reason: "documentExpired",
  provider: "veriff",
  documents: [],
};

function renderTab(state: VerificationState, url = "/profile") {
  api.use(http.get("/rest/verification/", () => ok(state)));
  renderWithProviders(<IdentityVerification initial={state} />, { url, player: {} });
}

describe("the identity verification tab", () => {
  it("says why a check was rejected in the player's words, with the reason's code for support", async () => {
    renderTab(REJECTED);
    expect(await screen.findByText(en.verification.reasons.documentExpired)).toBeTruthy();
    expect(screen.getByText("Reference: documentExpired")).toBeTruthy();
  });

  it("says it in Spanish on the Spanish site", async () => {
    renderTab({ ...REJECTED, reason: "faceMismatch" }, "/es/profile");
    expect(await screen.findByText(es.verification.reasons.faceMismatch)).toBeTruthy();
    expect(screen.getByText("Referencia: faceMismatch")).toBeTruthy();
  });

  it("gives no reason while the player is not rejected", async () => {
    renderTab({ ...REJECTED, status: "pending", reason: null });
    expect(await screen.findByText(en.verification.lead.pending)).toBeTruthy();
    expect(screen.queryByText(/^Reference:/)).toBeNull();
  });
});
