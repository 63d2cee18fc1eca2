import { catalog as en } from "@reelhouse/i18n/en";
import { catalog as es } from "@reelhouse/i18n/es";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast.tsx";
import { getI18n } from "~/lib/i18n/index.ts";

const messages = { en, es };

import { mockFetchPerTest } from "~/lib/fetch-mock.test-support.ts";
import { createQueryClient } from "~/lib/query-client.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

const fetchMock = mockFetchPerTest();

function renderAt(url: string, Page: ComponentType) {
  const locale = url.startsWith("/es/") ? "es" : "en";
  const Stub = createRoutesStub([{ path: url.split("?")[0] ?? url, Component: Page }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={getI18n(locale)}>
        <ToastProvider dismissLabel="Dismiss">
          <Stub initialEntries={[url]} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
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
      renderAt(url, SignUp);
      fireEvent.change(await screen.findByLabelText(messages[lang].auth.email), {
        target: { value: "not an email" },
      });
      fireEvent.change(screen.getByLabelText(messages[lang].auth.password), { target: { value: "short" } });
      await submitWhenReady(submit);
      expect(await screen.findByText(messages[lang].auth.errors.email)).toBeTruthy();
      expect(screen.getByText(messages[lang].auth.errors.password)).toBeTruthy();
      expect(screen.getByText(messages[lang].auth.errors.termsVersion)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("sends the accepted terms version and the referral code; a taken email says so and leads to sign-in", async () => {
    fetchMock.mockResolvedValue(
      answer(409, {
        success: false,
        statusCode: 409,
        error: {
          code: "CONFLICT",
          message: "An account with this email already exists. Sign in instead.",
          requestId: "r1",
          reason: "EMAIL_TAKEN",
          fields: [
            { path: "body.email", message: "An account with this email already exists. Sign in instead." },
          ],
        },
      }),
    );
    renderAt("/signup", SignUp);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: " Ana@Example.com " } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long pass phrase" } });
    fireEvent.click(screen.getByRole("checkbox"));
    await submitWhenReady("Create account");

    expect(await screen.findByText(en.auth.errors.emailTaken)).toBeTruthy();
    expect(screen.getByRole("link", { name: en.auth.signInInstead }).getAttribute("href")).toBe("/signin");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/rest/registration/");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "ana@example.com",
      password: "a long pass phrase",
      termsVersion: 3,
      invitedBy: "amy-42",
    });
    expect(new Headers(init?.headers).get("accept-language")).toBe("en");
  });

  it("replaces the server's field message with the check's own once the player edits and resends", async () => {
    fetchMock.mockResolvedValue(
      answer(409, {
        success: false,
        statusCode: 409,
        error: {
          code: "CONFLICT",
          message: "An account with this email already exists. Sign in instead.",
          requestId: "r1",
          reason: "EMAIL_TAKEN",
          fields: [
            { path: "body.email", message: "An account with this email already exists. Sign in instead." },
          ],
        },
      }),
    );
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("sign-in form", () => {
  it("shows a refused sign-in as a dark toast with the server's message (spec §8), at the form too", async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        success: false,
        statusCode: 400,
        error: {
          code: "BAD_REQUEST",
          message: "Correo electrónico o contraseña incorrectos.",
          requestId: "r2",
        },
      }),
    );
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
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("accept-language")).toBe("es");
  });

  it("sends once however often the button is pressed while the answer is on its way", async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    renderAt("/signin", SignIn);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong password" } });
    const button = await submitWhenReady("Sign in");
    const form = button.closest("form") as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release(
      answer(400, {
        success: false,
        statusCode: 400,
        error: { code: "BAD_REQUEST", message: "Wrong email or password.", requestId: "r3" },
      }),
    );
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for the password before sending", async () => {
    renderAt("/signin", SignIn);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ana@example.com" } });
    await submitWhenReady("Sign in");
    expect(await screen.findByText("Enter your password")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
