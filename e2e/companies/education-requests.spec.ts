import { factory } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';

// The test builds an education centre (6 places) with requests in every state: it accepts Lucía's
// request and requests Tomás by his DNI.
test.describe('education internship requests (528, 509, 81)', () => {
  test('the centre sees its requests, accepts one and requests a student by DNI', async ({
    page,
  }) => {
    const centre = await companyFactory(page.request).educationCentre();
    await signIn(page, centre);
    // The menu shows the entry, in the student internships group, because the company is an
    // education centre.
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Prácticas de estudiantes' }).click();
    await menu
      .getByRole('link', { name: 'Solicitudes de prácticas de educación', exact: true })
      .click();
    await expect(page).toHaveURL(/\/solicitudes-practicas-educacion$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitudes de prácticas de Educación' }),
    ).toBeVisible();
    const rows = page.getByTestId('education-request-row');
    // The five requests the centre was built with (Daniel Prieto Navas has none here).
    await expect(rows.filter({ hasNotText: 'Daniel Prieto Navas' })).toHaveCount(5);
    await expect(page.getByTestId('education-places')).toHaveText(
      'Plazas del centro: 6 · ocupadas: 2 · libres: 4',
    );
    await expectAccessible(page, 'education requests');

    await rows.filter({ hasText: 'Lucía Moreno Castillo' }).getByRole('link').click();
    await expect(page.getByTestId('education-request-sheet')).toContainText('Pendiente del centro');
    await expectAccessible(page, 'education request sheet');
    // Accepting is confirmed in a dialog that asks for the tutor the placement needs.
    const acceptButton = page.getByRole('button', { name: 'Aceptar solicitud' });
    const dialog = page.getByRole('dialog', { name: 'Aceptar la solicitud' });
    const tutor = dialog.getByRole('textbox', { name: 'Tutor o tutora del centro' });
    // By keyboard: Escape closes the dialog and the focus is back on the button that opened it.
    await acceptButton.focus();
    await page.keyboard.press('Enter');
    await expect(tutor).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(acceptButton).toBeFocused();
    await acceptButton.click();
    await tutor.fill('');
    await dialog.getByRole('button', { name: 'Confirmar aceptación' }).click();
    await expect(dialog.getByText('Este campo es requerido')).toBeVisible();
    await expect(page.getByTestId('education-request-sheet')).toContainText('Pendiente del centro');
    await expectAccessible(page, 'accept education request dialog');
    await tutor.fill('Andrés Gil Romero');
    await dialog.getByRole('button', { name: 'Confirmar aceptación' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('education-request-sheet')).toContainText(
      'Pendiente del Servicio de Empleo',
    );
    // The buttons that decided are gone: the focus is on the sheet and its new state.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.querySelector('[data-testid="education-request-sheet"]') !==
            null,
        ),
      )
      .toBe(true);
    await expect(page.getByTestId('education-request-sheet')).toContainText('Andrés Gil Romero');
    await page.getByRole('link', { name: 'Modificar datos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Editar solicitud de prácticas de Educación',
    );
    await page
      .getByRole('textbox', { name: 'Tutor o tutora del centro' })
      .fill('Marina Ortega Sanz');
    await expectAccessible(page, 'edit education request');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByTestId('education-request-sheet')).toContainText('Marina Ortega Sanz');

    await page.getByRole('link', { name: 'Volver a las solicitudes' }).click();
    await expect(page.getByTestId('education-places')).toContainText('ocupadas: 3');
    // An unknown document answers 509 under the field.
    const dni = page.getByRole('textbox', { name: 'DNI o NIE del estudiante' });
    await dni.fill('11223344B');
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(
      page.getByText('No existe ningún alumno con ese documento de identidad.'),
    ).toBeVisible();
    await dni.fill(centre.dniTomas);
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(page.getByTestId('education-student')).toContainText('Tomás Herrera Lago');
    await choose(page, 'Etapa educativa', 'Educación Primaria');
    await page.getByLabel('Fecha de inicio').fill('2027-02-01');
    await page.getByLabel('Fecha de fin').fill('2027-01-01');
    await page
      .getByRole('textbox', { name: 'Tutor o tutora del centro' })
      .fill('Marina Ortega Sanz');
    await page.getByRole('button', { name: 'Registrar solicitud' }).click();
    await expect(
      page.getByText('La fecha de inicio debe ser anterior a la fecha de fin'),
    ).toBeVisible();
    await page.getByLabel('Fecha de fin').fill('2027-05-31');
    await page.getByRole('button', { name: 'Registrar solicitud' }).click();
    await expect(page.getByTestId('education-created')).toContainText(
      'Tu solicitud se ha registrado correctamente.',
    );
    await expect(rows.filter({ hasText: 'Tomás Herrera Lago' })).toContainText(
      'Pendiente del Servicio de Empleo',
    );
    await expect(page.getByTestId('education-places')).toContainText('ocupadas: 4');
  });

  test('a company that is not a centre has no menu entry and is told so', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) {
        refused.push(response.url());
      }
    });
    await signIn(page, await factory(page.request).company(), {
      path: '/solicitudes-practicas-educacion',
    });
    await expect(page.getByTestId('not-a-centre')).toBeVisible();
    // The centre's list is not asked for: no refusal, no «not allowed» banner.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Acceso no permitido')).toHaveCount(0);
    expect(refused).toEqual([]);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Prácticas de estudiantes' }).click();
    await expect(
      menu.getByRole('link', { name: 'Solicitar cambio en las prácticas', exact: true }),
    ).toBeVisible();
    await expect(
      menu.getByRole('link', { name: 'Solicitudes de prácticas de educación', exact: true }),
    ).toHaveCount(0);
    await expectAccessible(page, 'not a centre');
  });
});
