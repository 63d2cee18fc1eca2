import { PROFILE_FIELDS, type ProfilePageData } from "@reelhouse/contract";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRevalidator } from "react-router";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { SecurityPanel } from "./security-panel.tsx";
import { SocialsPanel } from "./socials-panel.tsx";
import { SubscriptionPanel } from "./subscription-panel.tsx";
import { VerificationPanel } from "./verification-panel.tsx";

type Tab = "general" | "verification" | "security" | "socials" | "subscription";
const TABS: readonly Tab[] = ["general", "verification", "security", "socials", "subscription"];
/** The tabs a hash of their own name opens. */
const HASH_TABS = new Set<string>(["security", "socials", "subscription"]);

/** Spec §2: a hash containing `verify` opens the verification tab; `#security`, `#socials`, `#subscription` theirs. */
function tabForHash(hash: string): Tab {
  if (hash.includes("verify")) return "verification";
  const named = hash.slice(1);
  return HASH_TABS.has(named) ? (named as Tab) : "general";
}

/** The profile, with tabs general (personal details), verification (spec §2), security, socials and subscription. */
export function ProfilePage({
  data,
  states,
  identityVerification,
}: {
  data: ProfilePageData;
  states: { code: string; name: string }[];
  /** The identity check and documents, from the verification feature (the route hands it in). */
  identityVerification: ReactNode;
}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const toast = useToast();
  const revalidator = useRevalidator();
  // The server never sees the hash, so the first render is "general" on both sides; then the hash picks.
  const [tab, setTab] = useState<Tab>("general");
  useEffect(() => setTab(tabForHash(hash)), [hash]);

  return (
    <article className="feature-page">
      <PageHeader title={t("pages.profile.title")} lead={t("pages.profile.lead")} />
      <div className="tabs" role="tablist" aria-label={t("pages.profile.title")}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`profile-tab-${id}`}
            className="tabs__tab"
            aria-selected={tab === id}
            aria-controls={`profile-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(event) => {
              if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
              const step = event.key === "ArrowRight" ? 1 : TABS.length - 1;
              const next = TABS[(TABS.indexOf(id) + step) % TABS.length] ?? "general";
              setTab(next);
              document.getElementById(`profile-tab-${next}`)?.focus();
            }}
          >
            {t(`account.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === "general" ? (
          <section className="panel">
            <ProfileForm
              fields={PROFILE_FIELDS}
              requireAll={false}
              initial={data.profile}
              states={states}
              submitLabel={t("account.save")}
              onSaved={() => {
                toast.show({ message: t("account.saved"), tone: "success" });
                revalidator.revalidate();
              }}
            />
          </section>
        ) : tab === "verification" ? (
          <VerificationPanel data={data} identityVerification={identityVerification} />
        ) : tab === "security" ? (
          <SecurityPanel />
        ) : tab === "socials" ? (
          <SocialsPanel />
        ) : (
          <SubscriptionPanel />
        )}
      </div>
    </article>
  );
}
