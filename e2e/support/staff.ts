import { expect, type Page } from '@playwright/test';

/**
 * Searches /gestion/empresas once the page has loaded: the account requests and the list arrive
 * separately and the first moves the search form when it shows, so a click sent while it loads
 * could land beside the button.
 */
export async function searchCompanies(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('company-total')).toBeVisible();
  await expect(page.getByTestId('account-requests').getByRole('status')).toHaveCount(0);
  await page.getByTestId('company-search').fill(text);
  await page.getByTestId('company-filter-apply').click();
}
