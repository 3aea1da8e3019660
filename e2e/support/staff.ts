import { expect, type Page } from '@playwright/test';

/**
 * Searches /gestion/empresas once the page has loaded, submitting the search form from its text
 * box (Enter). The list keeps its previous rows until the search answers: wait for the rows
 * expected before asserting on one of them.
 */
export async function searchCompanies(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('company-total')).toBeVisible();
  await expect(page.getByTestId('account-requests').getByRole('status')).toHaveCount(0);
  const search = page.getByTestId('company-search');
  await search.fill(text);
  await search.press('Enter');
}
