import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import type { ComponentType } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, keeping, type SentRequest, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

const messages = { en, es };
const api = setupApi();
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});

function renderAt(url: string, Page: ComponentType) {
  return renderWithProviders([{ path: url.split("?")[0] ?? url, Component: Page }], { url });
}

const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";

/** The registration answers that the email is taken. */
function emailTaken() {
  api.use(
    http.post(
      "/rest/registration/",
      keeping(sent, () =>
        failure("CONFLICT", EMAIL_TAKEN, {
          reason: "EMAIL_TAKEN",
          fields: [{ path: "body.email", message: EMAIL_TAKEN }],
        }),
      ),
    ),
  );
}

/** Sign-in refuses with `message`, once `answered` resolves (at once by default). */
function signInRefused(message: string, answered: Promise<unknown> = Promise.resolve()) {
  api.use(
    http.post(
      "/rest/login/email/",
      keeping(sent, async () => {
        await answered;
        return failure("BAD_REQUEST", message);
      }),
    ),
  );
}

const SignUp = () => <SignUpForm termsVersion={3} invitedBy="amy-42" nextPath="/" />;
const SignIn = () => <SignInForm nextPath="/" />;

async function submitWhenReady(name: string) {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
  return button;
}

describe("sign-up form", () => {
  it.each([
    ["en", "/signup", "Create account"],
    ["es", "/es/signup", "Crear cuenta"],
  ] as const)(
    "checks every field in the page's language before sending anything (%s)",
    async (lang, url, submit) => {
      emailTaken();
      renderAt(url, SignUp);
      fireEvent.change(await screen.findByLabelText(messages[lang].auth.email), {
        target: { value: "not an email" },
      });
      fireEvent.change(screen.getByLabelText(messages[lang].auth.password), { target: { value: "short" } });
      await submitWhenReady(submit);
      expect(await screen.findByText(messages[lang].auth.errors.email)).toBeTruthy();
      expect(screen.getByText(messages[lang].auth.errors.password)).toBeTruthy();
      expect(screen.getByText(messages[lang].auth.errors.termsVersion)).toBeTruthy();
      expect(sent).toEqual([]);
    },
  );

  it("sends the accepted terms version and the referral code; a taken email says so and leads to sign-in", async () => {
    emailTaken();
    renderAt("/signup", SignUp);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: " Ana@Example.com " } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long pass phrase" } });
    fireEvent.click(screen.getByRole("checkbox"));
    await submitWhenReady("Create account");

    expect(await screen.findByText(en.auth.errors.emailTaken)).toBeTruthy();
    expect(screen.getByRole("link", { name: en.auth.signInInstead }).getAttribute("href")).toBe("/signin");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe("/rest/registration/");
    expect(sent[0]?.body).toEqual({
      email: "ana@example.com",
      password: "a long pass phrase",
      termsVersion: 3,
      invitedBy: "amy-42",
    });
    expect(sent[0]?.headers.get("accept-language")).toBe("en");
  });

  it("replaces the server's field message with the check's own once the player edits and resends", async () => {
    emailTaken();
    renderAt("/signup", SignUp);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long pass phrase" } });
    fireEvent.click(screen.getByRole("checkbox"));
    await submitWhenReady("Create account");
    await screen.findByText(en.auth.errors.emailTaken);

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not an email" } });
    await submitWhenReady("Create account");
    expect(await screen.findByText(en.auth.errors.email)).toBeTruthy();
    expect(screen.queryByText(en.auth.errors.emailTaken)).toBeNull();
    expect(screen.queryByRole("link", { name: en.auth.signInInstead })).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe("sign-in form", () => {
  it("shows a refused sign-in as a dark toast with the server's message (spec §8), at the form too", async () => {
    signInRefused("Correo electrónico o contraseña incorrectos.");
    renderAt("/es/signin", SignIn);
    fireEvent.change(await screen.findByLabelText("Correo electrónico"), {
      target: { value: "ana@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "wrong" } });
    const button = await submitWhenReady("Iniciar sesión");

    const said = await screen.findAllByText("Correo electrónico o contraseña incorrectos.");
    expect(said.some((element) => element.closest(".toast")?.classList.contains("toast--dark"))).toBe(true);
    // Also at the form, announced, and the player is back in the password to try again.
    expect(screen.getByRole("alert").textContent).toBe("Correo electrónico o contraseña incorrectos.");
    expect(document.activeElement).toBe(screen.getByLabelText("Contraseña"));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(sent[0]?.headers.get("accept-language")).toBe("es");
  });

  it("sends once however often the button is pressed while the answer is on its way", async () => {
    let release: (value?: unknown) => void = () => {};
    signInRefused("Wrong email or password.", new Promise((resolve) => (release = resolve)));
    renderAt("/signin", SignIn);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong password" } });
    const button = await submitWhenReady("Sign in");
    const form = button.closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(sent).toHaveLength(1);
  });

  it("asks for the password before sending", async () => {
    signInRefused("Wrong email or password.");
    renderAt("/signin", SignIn);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ana@example.com" } });
    await submitWhenReady("Sign in");
    expect(await screen.findByText("Enter your password")).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
