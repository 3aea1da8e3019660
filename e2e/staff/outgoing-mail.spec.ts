import { errorReportCalls } from '@portal/contracts';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

test.describe('outgoing mail', () => {
  test('an administrator sees a failed message with its error and sends it again', async ({
    page,
  }) => {
    // A report from a public page goes to the chat webhook, which the e2e server points at a
    // path that answers 404: the call fails for good at once.
    const report = await page.request.post(errorReportCalls.report.path, {
      data: { status: 500, url: 'https://portal.universidad.es/eventos', mensaje: 'Fallo e2e' },
    });
    expect(((await report.json()) as { status: number }).status).toBe(0);

    await signInAsStaff(page, (await factory(page.request).staff()).user);
    await page.getByRole('link', { name: 'Correo saliente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Correo saliente' })).toBeVisible();
    await expect(page.getByTestId('outbox-counts')).toContainText(/Fallidos: [1-9]/);
    await expectAccessible(page, 'outgoing mail');

    await page.getByTestId('outbox-filter').getByText('Fallido').click();
    await expect(page).toHaveURL(/estado=fallido/);
    const failed = page
      .getByTestId('outbox-row')
      .filter({ hasText: 'webhook answered HTTP 404' })
      .first();
    await expect(failed).toContainText('aviso web');
    await expect(failed).toContainText('Fallido');
    await expect(failed.getByRole('cell').nth(3)).toHaveText('1');

    await failed.getByRole('button', { name: /^Reenviar el mensaje a / }).click();
    await expect(page.getByTestId('outbox-notice')).toContainText(
      'ha vuelto a fallar: webhook answered HTTP 404',
    );
    await expect(
      page.getByTestId('outbox-row').filter({ hasText: 'webhook answered HTTP 404' }).first(),
    ).toBeVisible();
    await expectAccessible(page, 'outgoing mail after sending again');
  });
});
