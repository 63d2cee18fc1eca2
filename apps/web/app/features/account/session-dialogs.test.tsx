import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { failure, keeping, ok, type SentRequest, setupApi } from "~/test/api.ts";
import { renderWithProviders, type STUB_PLAYER } from "~/test/render.tsx";
import { RegistrationCompleteDialog } from "./registration-complete.tsx";
import { TermsDialog } from "./terms-dialog.tsx";

const api = setupApi();
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
  window.dataLayer = [];
});
afterEach(() => {
  sessionStorage.clear();
});

const NEW_TERMS = { currentVersion: 4, acceptedVersion: 3, needsAcceptance: true };

/** Both dialogs, as the root's session prompts put them over every page. */
function BothDialogs() {
  return (
    <>
      <TermsDialog />
      <RegistrationCompleteDialog />
    </>
  );
}

/** `Dialog` over a page at `/lobby` whose data reloads are counted. */
function renderOverPage(Dialog: () => React.ReactNode, player: Partial<typeof STUB_PLAYER>) {
  const loads = { count: 0 };
  renderWithProviders(
    [
      {
        path: "/lobby",
        Component: Dialog,
        loader: () => {
          loads.count++;
          return null;
        },
      },
    ],
    { url: "/lobby", player },
  );
  return loads;
}

/** Presses the button once the page's script took over (it is disabled until then). */
async function press(scope: HTMLElement, name: string) {
  const button = await within(scope).findByRole<HTMLButtonElement>("button", { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe("the terms dialog (spec §2)", () => {
  it("asks to accept changed terms, accepts the current version, and reloads the site's data", async () => {
    api.use(
      http.post(
        "/rest/player/terms/accept/",
        keeping(sent, () => ok({})),
      ),
    );
    const loads = renderOverPage(TermsDialog, { terms: NEW_TERMS });
    const dialog = await screen.findByRole("dialog", { name: en.account.termsTitle });
    await press(dialog, en.account.termsAccept);

    await waitFor(() => expect(loads.count).toBe(2));
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/rest/player/terms/accept/", body: { version: 4 } },
    ]);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: "terms_and_privacy_update", type: "v4" }),
    );
  });

  it("asks a player who joined through a social sign-in to accept the terms for the first time", async () => {
    renderOverPage(TermsDialog, {
      terms: { currentVersion: 4, acceptedVersion: null, needsAcceptance: true },
    });
    expect(await screen.findByRole("dialog", { name: en.account.termsFirstTitle })).toBeTruthy();
  });

  it("says why when the terms changed again meanwhile, and loads the newest", async () => {
    api.use(
      http.post("/rest/player/terms/accept/", () =>
        failure("CONFLICT", "The terms changed again. Please review the new version.", {
          reason: "TERMS_OUTDATED",
        }),
      ),
    );
    const loads = renderOverPage(TermsDialog, { terms: NEW_TERMS });
    const dialog = await screen.findByRole("dialog", { name: en.account.termsTitle });
    await press(dialog, en.account.termsAccept);

    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The terms changed again. Please review the new version.",
    );
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it("is not shown to a player whose accepted version is current", async () => {
    renderOverPage(BothDialogs, { registrationComplete: false });
    await screen.findByRole("dialog", { name: en.account.completeTitle });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});

describe("the registration-complete dialog (spec §5)", () => {
  it("asks for every easy-profile field before sending anything", async () => {
    api.use(
      http.post(
        "/rest/player/profile/",
        keeping(sent, () => ok({})),
      ),
    );
    renderOverPage(RegistrationCompleteDialog, { registrationComplete: false });
    const dialog = await screen.findByRole("dialog", { name: en.account.completeTitle });
    await press(dialog, en.account.completeAction);

    for (const message of [
      en.account.errors.name,
      en.account.errors.surname,
      en.account.errors.birthday,
      en.account.errors.zip,
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it("completes the registration with the easy profile, says so, and reloads the site's data", async () => {
    api.use(
      http.post(
        "/rest/player/profile/",
        keeping(sent, () => ok({})),
      ),
    );
    const loads = renderOverPage(RegistrationCompleteDialog, { registrationComplete: false });
    const dialog = await screen.findByRole("dialog", { name: en.account.completeTitle });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
    fill(en.account.fields.name, "Ana");
    fill(en.account.fields.surname, "Lopez");
    fill(en.account.fields.birthday, "1990-05-17");
    fill(en.account.fields.zip, "07030");
    await press(dialog, en.account.completeAction);

    expect(await screen.findByText(en.account.completed)).toBeTruthy();
    expect(sent[0]?.body).toEqual({ name: "Ana", surname: "Lopez", birthday: "1990-05-17", zip: "07030" });
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it("goes for this browser session on Later", async () => {
    renderOverPage(RegistrationCompleteDialog, { registrationComplete: false });
    const dialog = await screen.findByRole("dialog", { name: en.account.completeTitle });
    await press(dialog, en.account.completeLater);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sessionStorage.getItem("registration-complete-dismissed")).toBe("true");
  });

  it("waits while the terms are to be accepted: one dialog at a time", async () => {
    renderOverPage(BothDialogs, { registrationComplete: false, terms: NEW_TERMS });
    await screen.findByRole("dialog", { name: en.account.termsTitle });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});
