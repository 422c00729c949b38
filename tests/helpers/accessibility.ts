import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsEnded } from './browser';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules issue 54 holds every page to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations at these impacts fail a test; moderate and minor ones are not (yet) held. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

let axeSource: string | undefined;

function source(): string {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** The page states already checked in this file: each is checked once. */
const checked = new Set<string>();

/** One line per failing element: rule, impact, where, and what to fix. */
export function describeViolations(label: string, violations: Violation[]): string {
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n    at ${JSON.stringify(node.target)}` +
        (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''),
    ),
  );
  return `axe found ${lines.length} serious or critical violation(s) on "${label}":\n${lines.join('\n')}`;
}

/**
 * Runs axe-core on the page once its running animations have ended (a dialog fading in would be measured
 * half transparent, its colours blended with the page behind) and throws on any serious or critical WCAG 2.2
 * A/AA violation.
 * `label` names the page state (e.g. "map editor at 375 px"): a state already checked is not checked again.
 *
 * The app's Content-Security-Policy refuses injected scripts and `eval` (no 'unsafe-eval'), so axe's source
 * is handed to the DevTools protocol as the evaluated expression itself, which the page's CSP does not govern;
 * once per document, as `window.axe` stays until the page navigates.
 *
 * To survey a run rather than stop at the first failing state, set A11Y_LOG to a file: violations are
 * appended there instead of thrown. A11Y_TIMING names a file that gets each check's milliseconds.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  if (checked.has(label)) return;
  checked.add(label);
  const started = performance.now();
  await animationsEnded(page.locator('body'));
  const options = JSON.stringify({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
  });
  // axe's half a megabyte is parsed once per document: later states of the same page reuse its `axe`.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(`${source()}\n;true`);
  const violations = (await page.evaluate(
    `axe.run(document, ${options}).then((results) => results.violations.map((violation) => ({
  id: violation.id,
  impact: violation.impact,
  help: violation.help,
  nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
})))`,
  )) as Violation[];
  if (process.env.A11Y_TIMING)
    fs.appendFileSync(process.env.A11Y_TIMING, `${Math.round(performance.now() - started)}\t${label}\n`);
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length === 0) return;
  if (!process.env.A11Y_LOG) throw new Error(describeViolations(label, failing));
  fs.appendFileSync(process.env.A11Y_LOG, `${describeViolations(label, failing)}\n`);
}
