/**
 * The player's free spins in the site header: a gift with the number of spins to play, shown only
 * while there are some, and the list of them in a side panel, each with the way to its game. The
 * list is read again whenever a realtime message says free spins were granted, played or finished.
 */
import type { FreeSpins } from "@reelhouse/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { formatGameAmount } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocalizedPath, useSite } from "~/lib/use-site.ts";
import { freeSpinsKeys, freeSpinsQuery } from "./api.ts";
import { playableGrants } from "./free-spin-run.ts";
import "./free-spins-menu.css";

function GiftIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3.5 1 5 1zm0 0c1.5-3 5-3.5 5-1s-3.5 1-5 1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FreeSpinsMenu() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const isHydrated = useHydrated();
  const queryClient = useQueryClient();
  const { data } = useQuery(freeSpinsQuery());
  const refetch = () => void queryClient.invalidateQueries({ queryKey: freeSpinsKeys.all });
  useRealtimeMessage("freeSpin", refetch);
  useRealtimeMessage("playerFreeSpin", refetch);

  const grants = playableGrants(data ?? [], Date.now());
  if (grants.length === 0) return null;
  const spins = grants.reduce((sum, grant) => sum + grant.spinsRemain, 0);
  return (
    <div className="free-spins-menu">
      <button
        type="button"
        className="header-icon-button free-spins-menu__button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t("studio.freeSpins.menu.open", { count: spins })}
        disabled={!isHydrated}
        onClick={() => setOpen(true)}
      >
        <GiftIcon size={22} />
        <span className="free-spins-menu__badge" aria-hidden="true">
          {spins}
        </span>
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t("studio.freeSpins.menu.title")}
        closeLabel={t("studio.modals.close")}
        variant="drawer"
      >
        <div className="free-spins-panel">
          <ul className="free-spins-list">
            {grants.map((grant) => (
              <FreeSpinsItem key={grant.spinsId} grant={grant} onPlay={() => setOpen(false)} />
            ))}
          </ul>
          <p className="free-spins-panel__note">{t("studio.freeSpins.menu.paid")}</p>
        </div>
      </Modal>
    </div>
  );
}

function FreeSpinsItem({ grant, onPlay }: { grant: FreeSpins; onPlay(): void }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const to = useLocalizedPath();
  const currency = t(`studio.currency.${grant.currency}`);
  const ends = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    Date.parse(grant.endDate),
  );
  return (
    <li className="free-spins-item">
      <span className="free-spins-item__icon" aria-hidden="true">
        <GiftIcon size={20} />
      </span>
      <div className="free-spins-item__text">
        <p className="free-spins-item__name">{grant.gameName}</p>
        <p className="free-spins-item__count">
          {t("studio.freeSpins.menu.left", { count: grant.spinsRemain, total: grant.spinsTotal })}
          {" · "}
          {t("studio.freeSpins.menu.bet", {
            bet: formatGameAmount(grant.betLevel, grant.currency, locale),
            currency,
          })}
        </p>
        {grant.totalWin > 0 ? (
          <p className="free-spins-item__detail">
            {t("studio.freeSpins.menu.won", {
              amount: formatGameAmount(grant.totalWin, grant.currency, locale),
              currency,
            })}
          </p>
        ) : null}
        <p className="free-spins-item__detail">
          <time dateTime={grant.endDate}>{t("studio.freeSpins.menu.ends", { date: ends })}</time>
        </p>
      </div>
      <ButtonLink
        className="free-spins-item__play"
        to={to(`/game?game=${encodeURIComponent(grant.gameId)}`)}
        aria-label={t("studio.freeSpins.menu.playLabel", { name: grant.gameName })}
        onClick={onPlay}
      >
        {t("studio.freeSpins.menu.play")}
      </ButtonLink>
    </li>
  );
}
