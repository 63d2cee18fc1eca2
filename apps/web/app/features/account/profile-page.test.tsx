import type { ProfilePageData } from "@reelhouse/contract";
import { catalog as en } from "@reelhouse/i18n/en";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { failure, ok, setupApi } from "~/test/api.ts";
import { renderWithProviders } from "~/test/render.tsx";
import { ProfilePage } from "./profile-page.tsx";

const api = setupApi();

const STATES = [
  { code: "NJ", name: "New Jersey" },
  { code: "TX", name: "Texas" },
];

const PROFILE: ProfilePageData["profile"] = {
  easyProfileModuleEnabled: true,
  easyProfileCompleted: false,
  profileCompleted: false,
  uncompletedProfileFields: ["surname", "birthday", "zip", "city", "address", "state", "phone"],
  email: "ana@example.com",
  emailConfirmed: false,
  phoneConfirmed: false,
  name: "Ana",
  surname: null,
  birthday: null,
  zip: null,
  city: null,
  address: null,
  address2: null,
  state: null,
  phone: null,
};

function pageData(profile: Partial<ProfilePageData["profile"]> = {}): ProfilePageData {
  return {
    profile: { ...PROFILE, ...profile },
    rewards: {
      email: { available: true, completed: false, coins: 500_00 },
      profile: { available: true, completed: false, coins: 1_000_00 },
      phone: { available: true, completed: false, coins: 250_00 },
    },
    documentConfirmStatus: null,
    autoVerificationData: { isEnabled: false, isAvailable: false, showOn: [], providers: [], isTest: false },
    responsiblePlay: {
      activityReminderValue: null,
      activityReminderAllowedValues: [],
      purchaseLimitPeriod: null,
      purchaseLimitValue: null,
      purchaseLimitMaxDayAmount: 100_000,
      purchaseLimitMinDayAmount: 1_000,
      purchaseLimitMaxWeekAmount: 500_000,
      purchaseLimitMinWeekAmount: 1_000,
      purchaseLimitMaxMonthAmount: 1_000_000,
      purchaseLimitMinMonthAmount: 1_000,
      purchaseLimits: [],
      selfExclusionValue: null,
      selfExclusionAllowedValues: [],
      coolOffAllowedValues: [],
    },
  };
}

function ProfileRoute() {
  const data = useLoaderData<ProfilePageData>();
  return <ProfilePage data={data} states={STATES} identityVerification={null} />;
}

/** The profile page at `url` (`#verify` opens the verification tab); how often its data was loaded. */
function renderProfile(data: ProfilePageData = pageData(), url = "/profile") {
  const loads = { count: 0 };
  renderWithProviders(
    [
      {
        path: "/profile",
        Component: ProfileRoute,
        loader: () => {
          loads.count++;
          return data;
        },
      },
    ],
    { url, player: {} },
  );
  return loads;
}

/** The profile writes the page sends, answered with the profile as saved. */
function profileWrites() {
  const sent: unknown[] = [];
  api.use(
    http.post("/rest/player/profile/", async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push(body);
      return ok({ ...PROFILE, ...body });
    }),
  );
  return sent;
}

/** Clicks the button once the page's script took over its form (it is disabled until then). */
async function press(name: string) {
  const button = await screen.findByRole<HTMLButtonElement>("button", { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe("the profile page (spec §2, §5)", () => {
  it("opens on the general tab with the player's details filled in", async () => {
    renderProfile(pageData({ surname: "Lopez", state: "TX" }));
    const general = await screen.findByRole("tab", { name: en.account.tabs.general });
    expect(general.getAttribute("aria-selected")).toBe("true");
    expect(field(en.account.fields.name).value).toBe("Ana");
    expect(field(en.account.fields.surname).value).toBe("Lopez");
    expect(screen.getByLabelText<HTMLSelectElement>(en.account.fields.state).value).toBe("TX");
  });

  it("opens the verification tab for a link with #verify", async () => {
    renderProfile(pageData(), "/profile#verify");
    const tab = await screen.findByRole("tab", { name: en.account.tabs.verification });
    await waitFor(() => expect(tab.getAttribute("aria-selected")).toBe("true"));
    expect(screen.getByRole("heading", { name: en.account.tabs.verification })).toBeTruthy();
  });

  it("saves the fields the player filled in, says so, and reloads the page's data", async () => {
    const sent = profileWrites();
    const loads = renderProfile();
    await screen.findByRole("tab", { name: en.account.tabs.general });
    fireEvent.change(field(en.account.fields.surname), { target: { value: " Lopez " } });
    fireEvent.change(field(en.account.fields.zip), { target: { value: "07030" } });
    fireEvent.change(screen.getByLabelText(en.account.fields.state), { target: { value: "NJ" } });
    await press(en.account.save);

    expect(await screen.findByText(en.account.saved)).toBeTruthy();
    // The name was there already, so it goes too; the untouched empty fields do not.
    expect(sent).toEqual([{ name: "Ana", surname: "Lopez", zip: "07030", state: "NJ" }]);
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it("refuses a bad ZIP code with the spec's message, on the field, and sends nothing", async () => {
    const sent = profileWrites();
    renderProfile();
    await screen.findByRole("tab", { name: en.account.tabs.general });
    fireEvent.change(field(en.account.fields.zip), { target: { value: "7030" } });
    await press(en.account.save);

    const zip = field(en.account.fields.zip);
    await waitFor(() => expect(zip.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(en.account.errors.zip)).toBeTruthy();
    expect(document.activeElement).toBe(zip);
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a field on that field", async () => {
    api.use(
      http.post("/rest/player/profile/", () =>
        failure("VALIDATION_FAILED", "Invalid request", {
          fields: [{ path: "body.city", message: "City is not served" }],
        }),
      ),
    );
    renderProfile();
    await screen.findByRole("tab", { name: en.account.tabs.general });
    fireEvent.change(field(en.account.fields.city), { target: { value: "Atlantis" } });
    await press(en.account.save);

    expect(await screen.findByText("City is not served")).toBeTruthy();
    expect(field(en.account.fields.city).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(en.account.saved)).toBeNull();
  });
});

describe("the verification tab", () => {
  it("shows what is confirmed, and the rewards still to earn", async () => {
    renderProfile(pageData({ emailConfirmed: true, phone: "+15551234567" }), "/profile#verify");
    const panel = await screen.findByRole("region", { name: en.account.tabs.verification });
    const [email, phone] = within(panel).getAllByRole("listitem");
    expect(email?.textContent).toContain(en.account.confirmed);
    expect(email?.textContent).not.toContain(en.account.notConfirmed);
    expect(phone?.textContent).toContain(`${en.account.phoneStatus}: +15551234567`);
    expect(phone?.textContent).toContain(en.account.notConfirmed);
    expect(phone?.textContent).toContain(en.account.rewardNote.replace("{{coins}}", "250"));
    expect(within(panel).queryByRole("button", { name: en.account.resendEmail })).toBeNull();
  });

  it("texts a code to the phone given, then confirms it with the code typed", async () => {
    const sent: { path: string; body: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return ok({});
    };
    api.use(http.post("/rest/phone/confirm/send/", record), http.post("/rest/phone/confirm/", record));
    const loads = renderProfile(pageData(), "/profile#verify");
    const panel = await screen.findByRole("region", { name: en.account.tabs.verification });
    fireEvent.change(within(panel).getByLabelText(en.account.fields.phone, { exact: false }), {
      target: { value: "+15551234567" },
    });
    await press(en.account.sendPhoneCode);

    expect(
      await screen.findByText(en.account.phoneCodeSent.replace("{{phone}}", "+15551234567")),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.auth.reset.code), { target: { value: "123456" } });
    await press(en.account.confirmPhone);

    expect(await screen.findByText(en.account.phoneConfirmed)).toBeTruthy();
    expect(sent).toEqual([
      { path: "/rest/phone/confirm/send/", body: { phone: "+15551234567" } },
      { path: "/rest/phone/confirm/", body: { code: "123456" } },
    ]);
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it("refuses a code that is not six digits, and sends nothing", async () => {
    const sent: string[] = [];
    api.use(
      http.post("/rest/phone/confirm/send/", () => ok({})),
      http.post("/rest/phone/confirm/", () => {
        sent.push("confirm");
        return ok({});
      }),
    );
    renderProfile(pageData({ phone: "+15551234567" }), "/profile#verify");
    await press(en.account.sendPhoneCode);
    fireEvent.change(await screen.findByLabelText(en.auth.reset.code), { target: { value: "12a" } });
    await press(en.account.confirmPhone);

    expect(await screen.findByText(en.account.errors.code)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the confirmation email again and says where it went", async () => {
    let sends = 0;
    api.use(
      http.post("/rest/email/confirm/send/", () => {
        sends++;
        return ok({});
      }),
    );
    renderProfile(pageData(), "/profile#verify");
    await press(en.account.resendEmail);
    expect(
      await screen.findByText(en.account.emailSent.replace("{{email}}", "ana@example.com")),
    ).toBeTruthy();
    expect(sends).toBe(1);
  });
});
