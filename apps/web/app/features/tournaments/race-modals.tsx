/** The races' modals of spec §2: leaderboard, prizes (a team race's by team place) and rules of one race. */
import type { Tournament } from "@reelhouse/contract";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal.tsx";
import { LeaderTable, Podium } from "./leaderboard.tsx";
import { gamesOf, type RaceGames } from "./race-games.ts";
import { useRaceText } from "./race-text.ts";

export type RaceModal = "leaderboard" | "prizes" | "rules";

export function PrizeTable({ race }: { race: Tournament }) {
  const { t } = useTranslation();
  const text = useRaceText();
  return (
    <table className="race-table race-table--prizes">
      <caption className="visually-hidden">
        {t(race.isTeamBased ? "tournaments.prizes.teamCaption" : "tournaments.prizes.caption")}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            {t(race.isTeamBased ? "tournaments.prizes.teamPlace" : "tournaments.prizes.place")}
          </th>
          <th scope="col">{t("tournaments.prizes.prize")}</th>
        </tr>
      </thead>
      <tbody>
        {race.prizes.map((prize) => (
          <tr
            key={prize.place}
            className={prize.place <= 3 ? `race-table__top race-table__top--${prize.place}` : undefined}
          >
            <th scope="row" className="race-table__place">
              {text.place(prize.place)}
            </th>
            <td className="race-table__prize">{text.prize(prize)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every rule the server enforces, stated from the race's own fields. */
export function RaceRules({ race, games }: { race: Tournament; games: RaceGames }) {
  const { t } = useTranslation();
  const text = useRaceText();
  const names = gamesOf(race.games, games).map((game) => game.name);
  return (
    <ul className="race-rules">
      <li>{t("tournaments.rules.schedule", { start: text.date(race.start), end: text.date(race.end) })}</li>
      <li>{t("tournaments.rules.minBet", { amount: text.amount(race.minBet, race.currency) })}</li>
      <li>
        {t(`tournaments.rules.scoring.${race.scoring}`, {
          unit: t(`tournaments.rules.unit.${race.currency}`),
        })}
      </li>
      {names.length > 0 ? <li>{t("tournaments.rules.games", { games: names.join(", ") })}</li> : null}
      <li>{t("tournaments.rules.mode", { currency: t(`tournaments.rules.currency.${race.currency}`) })}</li>
      <li>
        {t(race.isSubscriptionRequired ? "tournaments.rules.subscribe" : "tournaments.rules.noSubscribe")}
      </li>
      {race.isTeamBased ? <li>{t("tournaments.rules.team")}</li> : null}
      <li>{t("tournaments.rules.paid")}</li>
    </ul>
  );
}

/** The one of the three modals the page asked for. */
export function RaceModals({
  race,
  games,
  open,
  onClose,
}: {
  race: Tournament;
  games: RaceGames;
  open: RaceModal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const closeLabel = t("tournaments.welcome.close");
  return (
    <>
      <Modal
        isOpen={open === "leaderboard"}
        onClose={onClose}
        title={t("tournaments.leaderboard.title")}
        closeLabel={closeLabel}
      >
        <div className="race-modal">
          <Podium leaders={race.winners} />
          <LeaderTable race={race} from={race.winners.length + 1} />
        </div>
      </Modal>
      <Modal
        isOpen={open === "prizes"}
        onClose={onClose}
        title={t("tournaments.prizes.title")}
        closeLabel={closeLabel}
      >
        <div className="race-modal">
          <PrizeTable race={race} />
          <p className="race-modal__note">{t("tournaments.prizes.paid")}</p>
        </div>
      </Modal>
      <Modal
        isOpen={open === "rules"}
        onClose={onClose}
        title={t("tournaments.rules.title")}
        closeLabel={closeLabel}
      >
        <div className="race-modal">
          <RaceRules race={race} games={games} />
        </div>
      </Modal>
    </>
  );
}
