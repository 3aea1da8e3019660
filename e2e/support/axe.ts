import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 level A and AA rule set: every rule runs in both colour schemes. */
// (axe-core 4.x has no level-A rule new in 2.2, hence no 'wcag22a' tag.)
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe files these under best practice, not under a WCAG criterion, and rates them moderate; they
 * are how a screen reader's user finds their way (WCAG 1.3.1, 2.4.1), so they are run and
 * fail the check too: a heading level skipped (an h3 under an h1) and two regions of one name.
 */
const STRUCTURE_RULES = ['heading-order', 'landmark-unique'];

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Scheme = 'light' | 'dark';

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * axe-core is injected once per document (through the DevTools protocol, which the page's CSP
 * does not restrict) and reused across client-side navigations. One round trip per run: set the
 * colour scheme, run the rules.
 */
async function runAxe(
  page: Page,
  scheme: Scheme,
  options: RunOptions,
  scope: string | null,
): Promise<AxeResults | null> {
  const run = async (args: { scheme: Scheme; options: RunOptions; scope: string | null }) => {
    if (window.axe === undefined) {
      return null;
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', args.scheme);
    // The app switches schemes without transitions (Mantine's default): colour transitions the
    // attribute change just started (labels, accordion items) are let finish, so axe measures the
    // scheme's final colours, not the light ones fading out.
    const settling = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([
      Promise.all(settling),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    const context = args.scope === null ? document : { include: [args.scope] };
    return window.axe.run(context as Document, args.options);
  };
  const first = await page.evaluate(run, { scheme, options, scope });
  if (first !== null) {
    return first;
  }
  await page.evaluate(axeSource);
  return page.evaluate(run, { scheme, options, scope });
}

function describe(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${String(violation.impact)}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, and on any of
 * the structure rules above: every WCAG
 * 2.0/2.1/2.2 A and AA rule in light mode, then all of them again in dark mode (a dark
 * page can fail more than colour rules, e.g. focus styles or images that only show in one scheme). The colour scheme the page
 * had is restored afterwards.
 */
export async function expectAccessible(
  page: Page,
  label?: string,
  options: {
    /** Check only this part (e.g. 'main' when the header, menu and footer were just checked). */
    scope?: string;
  } = {},
): Promise<void> {
  const t0 = Date.now();
  // Colours are only final once opening transitions (dialogs, drawers, menus) have ended: axe on a
  // half-faded dialog measures blended colours. Endless animations (spinners) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Not an axe rule, but the same kind of structure: HTML allows no form inside a form, and a
  // nested form's button and Enter key send the page away instead of the inner form.
  const nestedForms = await page.evaluate(() =>
    [...document.querySelectorAll('form form')].map(
      (form) => form.getAttribute('aria-label') ?? form.getAttribute('data-testid') ?? form.id,
    ),
  );
  expect(nestedForms, `${label ?? page.url()}: a form inside a form`).toEqual([]);
  const original = await page.evaluate(
    () => document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light',
  );
  // Only violations are read: `resultTypes` spares axe from collecting every passing node.
  const ruleSet: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // WCAG 2.5.3 Label in Name: axe tags this rule experimental, so the WCAG tags alone leave it
    // off; a button or link whose accessible name does not contain its visible text fails.
    rules: Object.fromEntries(
      ['label-content-name-mismatch', ...STRUCTURE_RULES].map((id) => [id, { enabled: true }]),
    ),
    resultTypes: ['violations'],
  };
  const runs: [Scheme, RunOptions][] = [
    ['light', ruleSet],
    ['dark', ruleSet],
  ];
  try {
    for (const [scheme, runOptions] of runs) {
      const results = await runAxe(page, scheme, runOptions, options.scope ?? null);
      if (results === null) {
        throw new Error('axe-core could not be loaded into the page');
      }
      const blocking = results.violations.filter(
        (violation) =>
          violation.impact === 'serious' ||
          violation.impact === 'critical' ||
          STRUCTURE_RULES.includes(violation.id),
      );
      expect(blocking, `${label ?? page.url()} in ${scheme} mode:\n${describe(blocking)}`).toEqual(
        [],
      );
    }
  } finally {
    // E2E_AXE_LOG=<file>: one line per check (milliseconds, label, address), to see what the
    // accessibility checks cost in a run (README, test time).
    if (process.env.E2E_AXE_LOG) {
      fs.appendFileSync(
        process.env.E2E_AXE_LOG,
        `${String(Date.now() - t0)}\t${label ?? ''}\t${page.url()}\n`,
      );
    }
    await page.evaluate(
      (scheme) => {
        document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
      },
      original === 'dark' ? 'dark' : 'light',
    );
  }
}
