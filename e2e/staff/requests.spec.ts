import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD } from '../support/env.ts';

// The careers office decides Marta's pending extension (Ingeniería Alhambra), Martina's pending
// proposal and Sara's education request pending the office; no other spec decides them.
test.describe('back-office requests (/gestion/solicitudes)', () => {
  test('filters, exports and decides change requests, proposals and education requests', async ({
    page,
  }) => {
    await page.goto('/gestion/login');
    await page.getByTestId('staff-login-user').fill('gestor@demo.es');
    await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/gestion$/);
    await page.goto('/gestion/solicitudes');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitudes de prácticas' }),
    ).toBeVisible();
    await expect(page.getByTestId('deletion-requests-link')).toHaveAttribute(
      'href',
      '/gestion/solicitudes/bajas',
    );

    // Change requests: search, export, approve.
    const changes = page.getByTestId('cambios-row');
    await page.getByTestId('cambios-search').fill('Alhambra');
    await expect(changes.filter({ hasText: 'Marta Gil Sevilla' })).toContainText('Ampliación');
    await expectAccessible(page, 'change requests tab');
    const xlsx = page.waitForEvent('download');
    await page.getByTestId('cambios-export-xlsx').click();
    expect((await xlsx).suggestedFilename()).toBe('solicitudes-cambio-practicas.xlsx');
    await changes
      .filter({ hasText: 'Marta Gil Sevilla' })
      .getByRole('button', { name: /^Ver Ingeniería Alhambra/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Prácticas en cálculo de estructuras');
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'change request detail');
    // Approving an extension sets the new end date: one month after the current one, as asked.
    const newEnd = dialog.getByTestId('approval-end');
    await expect(newEnd).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const end = new Date(`${await newEnd.inputValue()}T12:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1);
    await newEnd.fill(end.toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByTestId('decision-done')).toContainText('La solicitud se ha aprobado');
    await expect(changes.filter({ hasText: 'Marta Gil Sevilla' })).toHaveCount(0);

    // Proposals: a rejection needs a reason.
    await page.getByRole('tab', { name: 'Propuestas de prácticas' }).click();
    const proposals = page.getByTestId('propuestas-row');
    await page.getByTestId('propuestas-search').fill('Albaicín');
    // Martina may also have the proposal candidates/internship-proposal.spec.ts sends meanwhile.
    await proposals
      .getByRole('button', { name: 'Ver Martina Galán Robles — Estudio Albaicín Arquitectura' })
      .click();
    const proposal = page.getByRole('dialog');
    await expect(proposal).toContainText('Estudio Albaicín Arquitectura');
    await proposal.getByRole('button', { name: 'Rechazar' }).click();
    await expect(proposal.getByText('Este campo es requerido')).toBeVisible();
    await expectAccessible(page, 'proposal detail with error');
    await proposal
      .getByRole('textbox', { name: 'Motivo' })
      .fill('La empresa debe firmar antes el convenio de cooperación educativa.');
    await proposal.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByTestId('decision-done')).toContainText('La solicitud se ha rechazado');

    // Education requests pending the office.
    await page.getByRole('tab', { name: 'Prácticas de educación' }).click();
    const education = page.getByTestId('educacion-row');
    await expect(education.filter({ hasText: 'Sara Ibáñez Cortés' })).toBeVisible();
    await expectAccessible(page, 'education tab');
    const csv = page.waitForEvent('download');
    await page.getByTestId('educacion-export-csv').click();
    expect((await csv).suggestedFilename()).toBe('solicitudes-practicas-educacion.csv');
    await education
      .filter({ hasText: 'Sara Ibáñez Cortés' })
      .getByRole('button', { name: /^Ver Sara/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByTestId('decision-done')).toContainText('La solicitud se ha aprobado');
    await expect(education.filter({ hasText: 'Sara Ibáñez Cortés' })).toHaveCount(0);
  });
});
