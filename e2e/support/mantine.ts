import type { Page } from '@playwright/test';

/** Picks an option of a Mantine Select (searchable or not) by its label. */
export async function choose(
  page: Page,
  label: string,
  option: string,
  search?: string,
): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) {
    await input.fill(search);
  }
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
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}
