/**
 * Hold and win as a Markov chain over (cash held, respins left). From h held of n cells with r
 * respins left, each empty cell lands cash with probability p, so k ~ Binomial(n − h, p) land; k > 0
 * moves to (h + k, full respins), k = 0 to (h, r − 1); the chain stops at r = 0 or h = n. Cash
 * values are drawn independently of the chain, so the feature pays E[final held] · E[value] plus the
 * grand times P(every cell filled).
 */

function binomial(n: number, p: number): number[] {
  const result: number[] = [];
  let coefficient = 1;
  for (let k = 0; k <= n; k += 1) {
    result.push(coefficient * p ** k * (1 - p) ** (n - k));
    coefficient = (coefficient * (n - k)) / (k + 1);
  }
  return result;
}

/**
 * The distribution (by index) of cash held when the feature ends, from the distribution of cash
 * held when it starts (entries need not sum to 1: the result carries the same total probability).
 */
export function finalHeldDistribution(
  initial: readonly number[],
  cells: number,
  respins: number,
  landing: number,
): number[] {
  const final = new Array<number>(cells + 1).fill(0);
  // inPlay[h][r]: probability of holding h with r respins left.
  const inPlay = Array.from({ length: cells + 1 }, () => new Array<number>(respins + 1).fill(0));
  initial.forEach((p, held) => {
    if (held >= cells) final[cells] = (final[cells] ?? 0) + p;
    else (inPlay[held] as number[])[respins] = ((inPlay[held] as number[])[respins] ?? 0) + p;
  });
  for (let held = 0; held < cells; held += 1) {
    const landings = binomial(cells - held, landing);
    const row = inPlay[held] as number[];
    for (let left = respins; left >= 1; left -= 1) {
      const p = row[left] ?? 0;
      if (p === 0) continue;
      const none = p * (landings[0] ?? 0);
      if (left === 1) final[held] = (final[held] ?? 0) + none;
      else row[left - 1] = (row[left - 1] ?? 0) + none;
      for (let landed = 1; landed <= cells - held; landed += 1) {
        const q = p * (landings[landed] ?? 0);
        const after = held + landed;
        if (after === cells) final[cells] = (final[cells] ?? 0) + q;
        else (inPlay[after] as number[])[respins] = ((inPlay[after] as number[])[respins] ?? 0) + q;
      }
    }
  }
  return final;
}
