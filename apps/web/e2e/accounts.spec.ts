import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** What a player reads and clicks, in each language. */
const UI = {
  en: {
    prefix: "",
    email: "Email",
    password: "Password",
    newPassword: "New password",
    createAccount: "Create account",
    signIn: "Sign in",
    completeTitle: "Complete your registration",
    firstName: "First name",
    lastName: "Last name",
    birthday: "Date of birth",
    zip: "ZIP code",
    complete: "Complete registration",
    completed: "Registration complete. Enjoy the games!",
    emailConfirmed: "Your email is confirmed. Thank you!",
    account: "Account",
    signOut: "Sign out",
    welcomeBack: "Welcome back",
    sendLink: "Send reset link",
    byPhone: "By phone",
    phone: "Phone number",
    sendCode: "Send code",
    code: "6-digit code",
    savePassword: "Save new password",
    passwordChanged: "Your password is changed",
    verification: "Verification",
    textMeACode: "Text me a code",
    confirmPhone: "Confirm phone",
    phoneConfirmed: "Your phone is confirmed.",
    wrongCredentials: "Incorrect email or password.",
    tooManyAttempts: "Too many sign-in attempts",
    continueWithGoogle: "Continue with Google",
    acceptTermsTitle: "Accept our terms to play",
    accept: "I accept",
    notAvailable: "Not available in your location",
    underage: "You must be 18 or older to play.",
  },
  es: {
    prefix: "/es",
    email: "Correo electrónico",
    password: "Contraseña",
    newPassword: "Contraseña nueva",
    createAccount: "Crear cuenta",
    signIn: "Iniciar sesión",
    completeTitle: "Completa tu registro",
    firstName: "Nombre",
    lastName: "Apellido",
    birthday: "Fecha de nacimiento",
    zip: "Código postal",
    complete: "Completar registro",
    completed: "Registro completado. ¡Disfruta de los juegos!",
    emailConfirmed: "Tu correo está confirmado. ¡Gracias!",
    account: "Cuenta",
    signOut: "Cerrar sesión",
    welcomeBack: "Bienvenido de nuevo",
    sendLink: "Enviar enlace",
    byPhone: "Por teléfono",
    phone: "Número de teléfono",
    sendCode: "Enviar código",
    code: "Código de 6 dígitos",
    savePassword: "Guardar contraseña nueva",
    passwordChanged: "Tu contraseña ha cambiado",
    verification: "Verificación",
    textMeACode: "Envíame un código",
    confirmPhone: "Confirmar teléfono",
    phoneConfirmed: "Tu teléfono está confirmado.",
    wrongCredentials: "Correo electrónico o contraseña incorrectos.",
    tooManyAttempts: "Demasiados intentos de inicio de sesión",
    continueWithGoogle: "Continuar con Google",
    acceptTermsTitle: "Acepta nuestros términos para jugar",
    accept: "Acepto",
    notAvailable: "No disponible en tu ubicación",
    underage: "Debes tener 18 años o más para jugar.",
  },
} as const;

type Language = keyof typeof UI;
const PASSWORD = "a long pass phrase 42";

let sequence = 0;
function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now()}-${sequence}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
}

/** The newest message the development outbox holds for `to`. */
async function latestMessage(request: APIRequestContext, to: string, channel: "email" | "sms") {
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/rest/dev/outbox/?to=${encodeURIComponent(to)}&channel=${channel}`)
          ).json()
        ).data.length,
    )
    .toBeGreaterThan(0);
  const response = await request.get(`/rest/dev/outbox/?to=${encodeURIComponent(to)}&channel=${channel}`);
  return (await response.json()).data[0] as { subject: string | null; text: string };
}

function linkIn(text: string, contains: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(contains));
  if (!link) throw new Error(`no ${contains} link in: ${text}`);
  return link;
}

function dataLayerEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
}

async function signUp(page: Page, lang: Language, email: string) {
  const ui = UI[lang];
  await page.goto(`${ui.prefix}/signup`);
  await page.getByLabel(ui.email, { exact: true }).fill(email);
  await page.getByLabel(ui.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: ui.createAccount }).click();
}

async function completeRegistration(page: Page, lang: Language) {
  const ui = UI[lang];
  const dialog = page.getByRole("dialog", { name: ui.completeTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(ui.firstName).fill("Ana");
  await dialog.getByLabel(ui.lastName).fill("García");
  await dialog.getByLabel(ui.birthday).fill("1990-05-17");
  await dialog.getByLabel(ui.zip).fill("78701");
  await dialog.getByRole("button", { name: ui.complete }).click();
  await expect(page.getByText(ui.completed)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function signOut(page: Page, lang: Language) {
  const ui = UI[lang];
  await page.getByRole("button", { name: ui.account }).click();
  await page.getByRole("button", { name: ui.signOut }).click();
  await expect(page.getByRole("link", { name: ui.signIn }).first()).toBeVisible();
}

async function signIn(page: Page, lang: Language, email: string, password = PASSWORD) {
  const ui = UI[lang];
  await page.goto(`${ui.prefix}/signin`);
  await page.getByLabel(ui.email, { exact: true }).fill(email);
  await page.getByLabel(ui.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: ui.signIn }).click();
}

for (const lang of ["en", "es"] as const) {
  const ui = UI[lang];

  test.describe(`accounts (${lang})`, () => {
    test("a new visitor signs up, confirms the email from the mailbox, completes the profile, signs out and back in", async ({
      page,
    }) => {
      const email = uniqueEmail(`new-${lang}`);
      await signUp(page, lang, email);
      await expect(page).toHaveURL(new RegExp(`${ui.prefix}/$`));
      await completeRegistration(page, lang);

      // The confirmation email, as the development mailbox lists it (text version, links clickable).
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}&channel=email`);
      await expect(page.locator("article h2").first()).toContainText("Funrize");
      await page.locator("article pre.body a[href*='confirmEmail=']").first().click();
      await expect(page.getByText(ui.emailConfirmed)).toBeVisible();
      await expect(page).not.toHaveURL(/confirmEmail/);

      await signOut(page, lang);
      expect((await page.context().cookies()).find((cookie) => cookie.name === "isGuest")?.value).toBe(
        "true",
      );

      await signIn(page, lang, email);
      await expect(page.getByRole("heading", { name: ui.welcomeBack })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // The event was queued before the reload; the new page pushes it once it has hydrated.
      await expect.poll(() => dataLayerEvents(page)).toContain("login");
    });

    test("a player resets a forgotten password by email", async ({ page, request }) => {
      const email = uniqueEmail(`reset-mail-${lang}`);
      await signUp(page, lang, email);
      await completeRegistration(page, lang);
      await signOut(page, lang);

      await page.goto(`${ui.prefix}/reset`);
      await page.getByLabel(ui.email, { exact: true }).fill(email);
      await page.getByRole("button", { name: ui.sendLink }).click();
      await expect(page.getByRole("status")).toContainText(email);

      const mail = await latestMessage(request, email, "email");
      await page.goto(linkIn(mail.text, "/reset?token="));
      await page.getByLabel(ui.newPassword, { exact: true }).fill("a brand new pass phrase");
      await page.getByRole("button", { name: ui.savePassword }).click();
      await expect(page.getByRole("status")).toContainText(ui.passwordChanged);

      await signIn(page, lang, email, "a brand new pass phrase");
      await expect(page.getByRole("heading", { name: ui.welcomeBack })).toBeVisible();
    });

    test("a player confirms a phone number and resets the password by SMS code", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`reset-phone-${lang}`);
      const phone = uniquePhone();
      await signUp(page, lang, email);
      await completeRegistration(page, lang);

      await page.goto(`${ui.prefix}/profile#verify`);
      await expect(page.getByRole("tab", { name: ui.verification })).toHaveAttribute("aria-selected", "true");
      await page.getByLabel(ui.phone).fill(phone);
      await page.getByRole("button", { name: ui.textMeACode }).click();
      const confirmation = await latestMessage(request, phone, "sms");
      await page.getByLabel(ui.code).fill(confirmation.text.match(/\b\d{6}\b/)?.[0] ?? "");
      await page.getByRole("button", { name: ui.confirmPhone }).click();
      await expect(page.getByText(ui.phoneConfirmed)).toBeVisible();
      await signOut(page, lang);

      await page.goto(`${ui.prefix}/reset`);
      await page.getByText(ui.byPhone).click();
      await page.getByLabel(ui.phone).fill(phone);
      await page.getByRole("button", { name: ui.sendCode }).click();
      await expect(page.getByLabel(ui.code)).toBeVisible();
      const reset = await latestMessage(request, phone, "sms");
      expect(reset.text).not.toBe(confirmation.text);
      await page.getByLabel(ui.code).fill(reset.text.match(/\b\d{6}\b/)?.[0] ?? "");
      await page.getByLabel(ui.newPassword, { exact: true }).fill("texted pass phrase 99");
      await page.getByRole("button", { name: ui.savePassword }).click();
      await expect(page.getByRole("status")).toContainText(ui.passwordChanged);

      await signIn(page, lang, email, "texted pass phrase 99");
      await expect(page.getByRole("heading", { name: ui.welcomeBack })).toBeVisible();
    });

    test("a social sign-in against the provider creates the account", async ({ page }) => {
      await page.goto(`${ui.prefix}/signin`);
      await page.getByRole("button", { name: ui.continueWithGoogle }).click();
      const terms = page.getByRole("dialog", { name: ui.acceptTermsTitle });
      await expect(terms).toBeVisible();
      await terms.getByRole("button", { name: ui.accept }).click();
      await expect(terms).toBeHidden();
      await expect(page.getByRole("button", { name: ui.account })).toBeVisible();
      await expect.poll(() => dataLayerEvents(page)).toContain("terms_and_privacy_update");
    });

    test("a wrong password shows the server's message in a dark toast", async ({ page }) => {
      await signIn(page, lang, uniqueEmail(`nobody-${lang}`), "not the password");
      const toast = page.locator(".toast--dark");
      await expect(toast).toContainText(ui.wrongCredentials);
    });

    test("the registration form refuses an under-age birthday", async ({ page }) => {
      await signUp(page, lang, uniqueEmail(`young-${lang}`));
      const dialog = page.getByRole("dialog", { name: ui.completeTitle });
      await dialog.getByLabel(ui.firstName).fill("Kid");
      await dialog.getByLabel(ui.lastName).fill("Young");
      const almostEighteen = new Date();
      almostEighteen.setUTCFullYear(almostEighteen.getUTCFullYear() - 18);
      almostEighteen.setUTCDate(almostEighteen.getUTCDate() + 2);
      await dialog.getByLabel(ui.birthday).fill(almostEighteen.toISOString().slice(0, 10));
      await dialog.getByLabel(ui.zip).fill("78701");
      await dialog.getByRole("button", { name: ui.complete }).click();
      await expect(dialog.getByText(ui.underage)).toBeVisible();
    });
  });
}

test("brute force on one account is throttled", async ({ page }) => {
  const email = uniqueEmail("brute");
  await signUp(page, "en", email);
  await completeRegistration(page, "en");
  await signOut(page, "en");
  await page.goto("/signin");
  await page.getByLabel(UI.en.email, { exact: true }).fill(email);
  const password = page.getByLabel(UI.en.password, { exact: true });
  const submit = page.getByRole("button", { name: UI.en.signIn });
  // Five free failures; from the sixth each one doubles the wait (1 s, 2 s, 4 s …).
  const attempt = async (guess: string) => {
    await password.fill(guess);
    const [answer] = await Promise.all([page.waitForResponse("**/rest/login/email/"), submit.click()]);
    return answer;
  };
  let failures = 0;
  while (failures < 8) {
    const answer = await attempt(`guess number ${failures}`);
    if (answer.status() === 429) {
      expect(failures).toBeGreaterThanOrEqual(6);
      await expect(page.locator(".toast--dark").last()).toContainText(UI.en.tooManyAttempts);
      await page.waitForTimeout(Number(answer.headers()["retry-after"]) * 1000);
      continue;
    }
    expect(answer.status()).toBe(400);
    failures += 1;
  }
  // The eighth failure blocks for 4 s: even the right password is refused meanwhile.
  expect((await attempt(PASSWORD)).status()).toBe(429);
  await expect(page.locator(".toast--dark").last()).toContainText(UI.en.tooManyAttempts);
});

test.describe("a player in a region that is not served", () => {
  // Seattle, Washington: neither currency is offered there.
  test.use({ geolocation: { latitude: 47.6062, longitude: -122.3321 } });

  for (const lang of ["en", "es"] as const) {
    test(`sees the geoblock page (${lang})`, async ({ page }) => {
      const ui = UI[lang];
      await signUp(page, lang, uniqueEmail(`seattle-${lang}`));
      await expect(page).toHaveURL(new RegExp(`${ui.prefix}/geoblock/\\?reason=blockedRegion$`));
      await expect(page.getByRole("heading", { name: ui.notAvailable })).toBeVisible();
      // Other pages send the player back until a check passes.
      await page.goto(`${ui.prefix}/lobby`);
      await expect(page).toHaveURL(/\/geoblock\//);
    });
  }
});

test("on a theme with a registration-complete page, sign-up continues there", async ({ page }) => {
  const port = Number(process.env.E2E_PORT ?? 3199);
  await page.goto(`http://nlc.localhost:${port}/signup`);
  await page.getByLabel(UI.en.email, { exact: true }).fill(uniqueEmail("nlc"));
  await page.getByLabel(UI.en.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: UI.en.createAccount }).click();
  await expect(page).toHaveURL(/\/registration-complete\/$/);
  await page.getByLabel(UI.en.firstName).fill("Noa");
  await page.getByLabel(UI.en.lastName).fill("Lim");
  await page.getByLabel(UI.en.birthday).fill("1985-01-31");
  await page.getByLabel(UI.en.zip).fill("10001");
  await page.getByRole("button", { name: UI.en.complete }).click();
  await expect(page.getByRole("heading", { name: UI.en.welcomeBack })).toBeVisible();
  // Complete now: the page sends the player home.
  await page.goto(`http://nlc.localhost:${port}/registration-complete/`);
  await expect(page).toHaveURL(`http://nlc.localhost:${port}/`);
});

test("a guest opening the sign-up modal link or a game is sent to sign-up", async ({ page }) => {
  await page.goto("/?openModal=register&invited_by=friend42");
  await expect(page).toHaveURL(/\/signup\/\?invited_by=friend42$/);
  await page.goto("/game");
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fgame$/);
});
