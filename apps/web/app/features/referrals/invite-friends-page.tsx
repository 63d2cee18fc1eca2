import type { ReferralInfo, ReferralReward, ReferredFriend } from "@reelhouse/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { formatQuantity } from "~/lib/balance.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useSite } from "~/lib/use-site.ts";
import { referralInfoQuery, referralKeys } from "./api.ts";
import "./invite-friends.css";

/** "50,000 coins and 5 free entries", leaving out what a reward does not pay. */
function useAmounts(): (amounts: { coins: number; entries: number }) => string {
  const { t } = useTranslation();
  const { locale } = useSite();
  return ({ coins, entries }) =>
    [
      coins > 0 && t("referrals.coins", { amount: formatQuantity(coins, locale), count: coins / 100 }),
      entries > 0 &&
        t("referrals.entries", { amount: formatQuantity(entries, locale), count: entries / 100 }),
    ]
      .filter(Boolean)
      .join(t("referrals.and"));
}

/**
 * `/invite-friends`: the player's own link and QR code to share, what both players get when a
 * friend confirms their email and first buys, and the friends invited with what each earned. A
 * reward paid while the page is open (a `cash` message of its kind) reads the list again.
 */
export function InviteFriendsPage({ initial, origin }: { initial: ReferralInfo; origin: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...referralInfoQuery(), initialData: initial });
  useRealtimeMessage("cash", ({ data: change }) => {
    if (change.kind === "referral_reward") void queryClient.invalidateQueries({ queryKey: referralKeys.all });
  });
  return (
    <article className="invite-friends">
      <PageHeader title={t("referrals.title")} lead={t("referrals.lead")} />
      <div className="invite-friends__layout">
        <div className="invite-friends__main">
          <SharePanel info={data} origin={origin} />
          <FriendsPanel info={data} />
        </div>
        <RewardsPanel info={data} />
      </div>
    </article>
  );
}

function SharePanel({ info, origin }: { info: ReferralInfo; origin: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  // The page's own address once in the browser (behind a proxy the server may see another).
  const link = `${hydrated ? window.location.origin : origin}${info.path}`;
  const canShare = hydrated && typeof navigator.share === "function";
  async function copy() {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  }
  return (
    <section className="panel invite-friends__share" aria-labelledby="invite-share">
      <div className="invite-friends__share-text">
        <h2 id="invite-share">{t("referrals.share.title")}</h2>
        <label className="invite-friends__label" htmlFor="invite-link">
          {t("referrals.share.link")}
        </label>
        <div className="invite-friends__link-row">
          <input id="invite-link" className="invite-friends__link" readOnly value={link} />
          <Button onClick={() => void copy()} disabled={!hydrated}>
            {t("referrals.share.copy")}
          </Button>
        </div>
        <p className="invite-friends__status" role="status">
          {copied ? t("referrals.share.copied") : ""}
        </p>
        <p className="invite-friends__code">
          {t("referrals.share.code")} <strong translate="no">{info.code}</strong>
        </p>
        {canShare && (
          <Button
            variant="secondary"
            onClick={() =>
              void navigator
                .share({ title: t("referrals.share.shareTitle"), url: link })
                .catch(() => undefined)
            }
          >
            {t("referrals.share.share")}
          </Button>
        )}
      </div>
      <figure className="invite-friends__qr">
        <QRCodeSVG value={link} size={176} marginSize={2} title={t("referrals.share.qr")} />
        <figcaption>{t("referrals.share.qrCaption")}</figcaption>
      </figure>
    </section>
  );
}

function RewardRow({ reward }: { reward: ReferralReward }) {
  const { t } = useTranslation();
  const amounts = useAmounts();
  return (
    <li className="invite-friends__reward">
      <h3>{t(`referrals.milestones.${reward.milestone}`)}</h3>
      <dl>
        <div>
          <dt>{t("referrals.rewards.you")}</dt>
          <dd>{amounts(reward.inviter)}</dd>
        </div>
        <div>
          <dt>{t("referrals.rewards.friend")}</dt>
          <dd>{amounts(reward.friend)}</dd>
        </div>
      </dl>
    </li>
  );
}

function RewardsPanel({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  return (
    <section className="panel invite-friends__rewards" aria-labelledby="invite-rewards">
      <h2 id="invite-rewards">{t("referrals.rewards.title")}</h2>
      <ol className="invite-friends__reward-list">
        {info.rewards.map((reward) => (
          <RewardRow key={reward.milestone} reward={reward} />
        ))}
      </ol>
      <h3 className="invite-friends__rules-title">{t("referrals.rules.title")}</h3>
      <ul className="invite-friends__rules">
        <li>{t("referrals.rules.limit", { count: info.monthlyLimit })}</li>
        <li>{t("referrals.rules.device")}</li>
        <li>{t("referrals.rules.once")}</li>
      </ul>
    </section>
  );
}

function FriendStatus({ friend }: { friend: ReferredFriend }) {
  const { t } = useTranslation();
  const amounts = useAmounts();
  if (friend.heldBack)
    return <span className="invite-friends__held">{t(`referrals.held.${friend.heldBack}`)}</span>;
  const last = friend.reached.at(-1);
  return (
    <span>
      {last ? t(`referrals.reached.${last}`) : t("referrals.reached.joined")}
      {friend.earned.coins + friend.earned.entries > 0 && (
        <> · {t("referrals.earned", { amounts: amounts(friend.earned) })}</>
      )}
    </span>
  );
}

function FriendsPanel({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const amounts = useAmounts();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <section className="panel invite-friends__friends" aria-labelledby="invite-friends-list">
      <h2 id="invite-friends-list">{t("referrals.friends.title")}</h2>
      <p className="invite-friends__totals">
        {t("referrals.friends.totals", { count: info.totals.invited })}
        {info.totals.coins + info.totals.entries > 0 && (
          <> · {t("referrals.earned", { amounts: amounts(info.totals) })}</>
        )}
      </p>
      {info.friends.length === 0 ? (
        <p className="invite-friends__empty">{t("referrals.friends.empty")}</p>
      ) : (
        <ul className="invite-friends__friend-list">
          {info.friends.map((friend) => (
            <li key={`${friend.name}-${friend.joinedAt}`} className="invite-friends__friend">
              <span className="invite-friends__friend-name">{friend.name}</span>
              <span className="invite-friends__friend-day">
                {t("referrals.friends.joined", { day: day.format(new Date(friend.joinedAt)) })}
              </span>
              <FriendStatus friend={friend} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
