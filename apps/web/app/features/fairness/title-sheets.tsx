import { TITLES } from "@reelhouse/games";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "~/lib/use-site.ts";

const titlesByName = [...TITLES].sort((a, b) => a.info.name.localeCompare(b.info.name));

/** Every house title's maths sheet, open to anyone: the data a round is replayed from. */
export function TitleSheets() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section className="fairness__section" aria-labelledby="title-sheets">
      <h2 id="title-sheets">{t("fairness.sheets.title")}</h2>
      <p className="fairness__note">{t("fairness.sheets.lead")}</p>
      <ul className="title-sheets">
        {titlesByName.map(({ info }) => (
          <li key={info.id}>
            <Link to={to(`/fairness/${info.id}`)}>{t("fairness.sheets.link", { name: info.name })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
