/**
 * The accessibility audit every journey runs: axe's serious and critical WCAG 2.1 AA findings on
 * the page as it stands, once its entrance animations have settled. A dialog fades in from
 * transparent, and axe measuring colour contrast mid-fade reports text that no player ever sees
 * half-transparent. Looping animations (a live dot's pulse) and paused ones never finish and are
 * not waited for.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export interface AuditScope {
  /** A CSS selector to audit instead of the whole page, for example "dialog". */
  include?: string;
  /** Rule ids to run instead of the WCAG 2.1 AA tags. */
  rules?: string[];
  /** Prefix of each finding, to tell which page of a loop it came from. */
  label?: string;
  /** Report minor and moderate findings too, where a screen is held to the stricter bar. */
  everyImpact?: boolean;
}

export async function seriousViolations(page: Page, scope: AuditScope = {}): Promise<string[]> {
  await settleAnimations(page);
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  axe = scope.rules ? axe.withRules(scope.rules) : axe.withTags(["wcag2a", "wcag2aa", "wcag21aa"]);
  const results = await axe.analyze();
  const prefix = scope.label ? `${scope.label}: ` : "";
  return results.violations
    .filter(
      (violation) => scope.everyImpact || violation.impact === "serious" || violation.impact === "critical",
    )
    .map(
      (violation) =>
        `${prefix}${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
