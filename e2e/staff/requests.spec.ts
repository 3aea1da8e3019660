import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffAFactory } from '../support/factories-staff-a.ts';
import { listExportName } from '../support/staff.ts';

// The careers office decides Marta's pending extension, Martina's pending proposal and Sara's
// education request pending the office. Each attempt builds its own three, under names of its
// own, so a retry never looks for what an earlier attempt already decided.
test.describe('back-office requests (/gestion/solicitudes)', () => {
  test('filters, exports and decides change requests, proposals and education requests', async ({
    page,
  }) => {
    const build = staffAFactory(page.request);
    const titulo = `Prácticas en ${uniqueWord('estructuras')} de puentes`;
    const company = await build.extensionCompany({ titulo });
    const studio = `Estudio ${uniqueWord('arquitectura')} Arquitectura`;
    await build.proposer({
      nombre: 'Martina',
      apellidos: 'Robles Vera',
      propuestas: [{ nombreEmpresa: studio }],
    });
    const centre = await build.educationCentre();
    const manager = await factory(page.request).staff({ rol: 'gestor' });

    await page.goto('/gestion/login');
    await page.getByTestId('staff-login-user').fill(manager.user);
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
    await page.getByTestId('cambios-search').fill(company.nombreComercial);
    await expect(page).toHaveURL(/texto=/);
    // Other specs build companies with a Marta too: her row of this test's company.
    const marta = changes
      .filter({ hasText: company.nombreComercial })
      .filter({ hasText: 'Marta Soler Vidal' });
    await expect(marta).toContainText('Ampliación');
    await expectAccessible(page, 'change requests tab');
    const xlsx = page.waitForEvent('download');
    await page.getByTestId('cambios-export-xlsx').click();
    expect((await xlsx).suggestedFilename()).toMatch(
      listExportName('solicitudes-cambio-practicas', 'xlsx'),
    );
    await marta.getByRole('button', { name: `Ver ${company.nombreComercial}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(titulo);
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
    await expect(marta).toHaveCount(0);

    // Proposals: a rejection needs a reason.
    await page.getByRole('tab', { name: 'Propuestas de prácticas' }).click();
    // The tab is in the address and starts without the other tab's search.
    await expect(page).toHaveURL(/lista=propuestas/);
    await expect(page).not.toHaveURL(/texto=/);
    const proposals = page.getByTestId('propuestas-row');
    await page.getByTestId('propuestas-search').fill(studio);
    // A reload keeps the tab and its search.
    await expect(page).toHaveURL(/texto=/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Propuestas de prácticas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('propuestas-search')).toHaveValue(studio);
    await proposals.getByRole('button', { name: `Ver Martina Robles Vera — ${studio}` }).click();
    const proposal = page.getByRole('dialog');
    await expect(proposal).toContainText(studio);
    // The monthly pay as Spanish writes euros.
    await expect(proposal).toContainText(/400,00\s€/);
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
    // Other specs build centres with a Sara too: narrow to this test's centre.
    await page.getByTestId('educacion-search').fill(centre.nombreComercial);
    const sara = education
      .filter({ hasText: centre.nombreComercial })
      .filter({ hasText: 'Sara Medina Cortés' });
    await expect(sara).toBeVisible();
    await expectAccessible(page, 'education tab');
    const csv = page.waitForEvent('download');
    await page.getByTestId('educacion-export-csv').click();
    expect((await csv).suggestedFilename()).toMatch(
      listExportName('solicitudes-practicas-educacion', 'csv'),
    );
    await sara.getByRole('button', { name: /^Ver Sara/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByTestId('decision-done')).toContainText('La solicitud se ha aprobado');
    await expect(sara).toHaveCount(0);
  });
});
