import { expect, type Page } from '@playwright/test';

/**
 * Searches /gestion/empresas once the page has loaded, submitting the search form from its text
 * box (Enter). The account requests above the form arrive separately and change height when they
 * are refetched (another spec approves one at the same time), so a click sent to the button could
 * land where it was a moment before.
 */
export async function searchCompanies(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('company-total')).toBeVisible();
  await expect(page.getByTestId('account-requests').getByRole('status')).toHaveCount(0);
  const search = page.getByTestId('company-search');
  await search.fill(text);
  await search.press('Enter');
}
