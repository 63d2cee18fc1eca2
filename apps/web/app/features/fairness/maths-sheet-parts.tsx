/** The pieces every part of a maths sheet page is built of: its sections, tables and number formats. */
import type { TFunction } from "i18next";
import { useSite } from "~/lib/use-site.ts";

export type Translate = TFunction;

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="fairness__section maths-sheet__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <div className="maths-sheet__table-wrap">
      <table className="history__table maths-sheet__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows are positions in published data: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              {row.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are columns of a fixed row
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function useFormat() {
  const { locale } = useSite();
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const precise = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    percent: (value: number) => percent.format(value),
    precise: (value: number) => precise.format(value),
    number: (value: number) => number.format(value),
  };
}

export function chances(
  entries: readonly { weight: number }[],
  percent: (value: number) => string,
): string[] {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  return entries.map((entry) => percent(entry.weight / total));
}
