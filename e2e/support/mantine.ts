import type { Locator, Page } from '@playwright/test';

/**
 * Brings a field to the middle of the window before its list opens. A field near the bottom opens
 * its list below the window; scrolling to an option then moved the field and the list was placed
 * again, and on a loaded machine the option stayed hidden to Playwright until the step's timeout.
 * A user scrolls the field into view first, too.
 */
async function centre(input: Locator): Promise<void> {
  await input.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
  });
}

/**
 * Picks an option of a Mantine Select (searchable or not) by its label, in the page or in a part
 * of it (where another control has the same label, e.g. a filter and a form field).
 */
export async function choose(
  scope: Page | Locator,
  label: string,
  option: string,
  search?: string,
): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await centre(input);
  await input.click();
  if (search !== undefined) {
    await input.fill(search);
  }
  // The options list is drawn at the end of the page, outside any part.
  const page = 'keyboard' in scope ? scope : scope.page();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a value to a Mantine MultiSelect by typing part of it. */
export async function pick(
  page: Page,
  label: string,
  search: string,
  option: string,
): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await centre(input);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}
