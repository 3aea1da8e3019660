import type { Page } from '@playwright/test';
import { factory, uniqueWord } from '../support/factory.ts';
import { staffBFactory } from '../support/factories-staff-b.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';
import { signInAsStaff, csvLines, exportAs, listExportName } from '../support/staff.ts';

/**
 * The surveys, deletion requests and staff users lists search and filter with the state in the URL,
 * say when nothing matches and export what they show; the documentation list exports as filtered.
 * Read-only, on rows each test builds under its own word (a draft survey, a pending and a rejected
 * deletion request, a deactivated manager, the training notes), as a new manager or, for the
 * administrators' page, a new administrator.
 */
const staffSignIn = async (page: Page, rol: 'gestor' | 'administrador' = 'gestor') => {
  const staff = await factory(page.request).staff({ rol });
  await signInAsStaff(page, staff.user);
};

test('surveys: search by title, state filter in the URL, no-match message, CSV export', async ({
  page,
}) => {
  const word = uniqueWord('feria');
  const title = `Encuesta de satisfacción con la Feria ${word}`;
  const search = `FERIA satisfaccion ${word.toUpperCase()}`;
  await staffBFactory(page.request).draftSurvey({ titulo: title });
  await staffSignIn(page);
  await page.goto('/gestion/encuestas');
  await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
  const table = page.getByTestId('staff-surveys');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('surveys-search').fill(search);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(title);
  await choose(page, 'Estado', 'Borrador');
  await expect(page).toHaveURL(/estado=borrador/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Borrador');
  await expectAccessible(page, 'surveys searched and filtered');

  const csv = await exportAs(page, 'surveys-export-csv');
  expect(csv.suggestedFilename()).toMatch(listExportName('encuestas', 'csv'));
  const lines = await csvLines(csv);
  expect(lines[0]).toBe(
    '"Id";"Título";"Obligatoria";"Estado";"Inicio";"Fin";"Preguntas";"Respuestas";"Invitaciones"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${title}";"No";"Borrador";`);
  expect(lines[1]).toMatch(/;"0";"0";"0"$/);

  // The URL keeps the search and the filter: a reload shows the same list.
  await page.reload();
  await expect(page.getByTestId('surveys-search')).toHaveValue(search);
  await expect(table.getByRole('row')).toHaveCount(2);

  await choose(page, 'Estado', 'Publicada');
  await expect(page.getByTestId('no-match')).toHaveText(
    'Ninguna encuesta coincide con la búsqueda.',
  );
  await expectAccessible(page, 'surveys without a match');
});

test('deletion requests: search by name and DNI, state filter, no-match message, CSV export', async ({
  page,
}) => {
  const word = uniqueWord('baja');
  const REASON = 'Tienes unas prácticas en curso hasta junio.';
  const { pendiente, rechazada } = await staffBFactory(page.request).deletionRequests({
    pendiente: { nombre: 'Gonzalo', apellidos: `Ferrer ${word}` },
    rechazada: { nombre: 'Nieves', apellidos: `Lozano ${word}` },
    motivo: REASON,
  });
  await staffSignIn(page);
  await page.goto('/gestion/solicitudes/bajas');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de baja' })).toBeVisible();
  const table = page.getByTestId('deletions-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const search = page.getByTestId('deletions-search');

  // Pending by default; the DNI finds the person too.
  await search.fill(`ferrer ${word.toUpperCase()}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId(`deletion-${pendiente.email}`)).toContainText('Pendiente');
  await search.fill(pendiente.dni.toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId(`deletion-${pendiente.email}`)).toBeVisible();
  await expectAccessible(page, 'deletion requests searched');

  await choose(page, 'Estado', 'Rechazada');
  await expect(page).toHaveURL(/estado=rechazada/);
  await expect(page.getByTestId('no-match')).toHaveText(
    'Ninguna solicitud de baja coincide con la búsqueda y el estado elegidos.',
  );
  await expectAccessible(page, 'deletion requests without a match');

  await search.fill(`nieves lozano ${word}`);
  const refused = page.getByTestId(`deletion-${rechazada.email}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(refused).toContainText(REASON);
  await expect(refused).toContainText('Resuelta el');
  await expect(refused.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'deletion requests rejected');

  const csv = await exportAs(page, 'deletions-export-csv');
  expect(csv.suggestedFilename()).toMatch(listExportName('solicitudes-baja', 'csv'));
  const lines = await csvLines(csv);
  expect(lines[0]).toBe(
    '"Id";"Nombre";"Apellidos";"Email";"DNI";"Fecha de solicitud";"Estado";"Resuelta";"Motivo de rechazo"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Nieves";"Lozano ${word}";"${rechazada.email}";"${rechazada.dni}"`);
  expect(lines[1]).toContain('"Rechazada";');
  expect(lines[1]).toContain(`"${REASON}"`);

  await choose(page, 'Estado', 'Todas');
  await search.fill(pendiente.email.split('@')[0] ?? pendiente.email);
  await expect(page.getByTestId(`deletion-${pendiente.email}`)).toBeVisible();
});

test('staff users: search, role and state filters, no-match message, CSV export as filtered', async ({
  page,
}) => {
  const word = uniqueWord('gestora');
  const former = await staffBFactory(page.request).formerManager({
    nombre: 'Leonor',
    apellidos: `Ibáñez ${word}`,
  });
  await staffSignIn(page, 'administrador');
  await page.goto('/gestion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios de gestión' })).toBeVisible();
  const table = page.getByTestId('staff-users-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // The invitation form has its own «Rol».
  const filters = page.getByRole('search', { name: 'Filtrar los usuarios de gestión' });

  await page.getByTestId('users-search').fill(`ibanez ${word}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  const leonor = page.getByTestId(`staff-user-${former.email}`);
  await expect(leonor).toContainText('Desactivado');
  await choose(filters, 'Estado', 'Activo');
  await expect(page.getByTestId('no-match')).toHaveText(
    'Ningún usuario de gestión coincide con la búsqueda y los filtros.',
  );
  await expectAccessible(page, 'staff users without a match');

  await choose(filters, 'Estado', 'Desactivado');
  await choose(filters, 'Rol', 'Gestor');
  await expect(page).toHaveURL(/rol=gestor/);
  await expect(page).toHaveURL(/estado=baja/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(leonor).toContainText('Gestor');
  await expectAccessible(page, 'staff users filtered');

  const csv = await exportAs(page, 'users-export-csv');
  expect(csv.suggestedFilename()).toMatch(listExportName('usuarios-gestion', 'csv'));
  const lines = await csvLines(csv);
  expect(lines[0]).toBe(
    '"Email";"Nombre";"Apellidos";"Rol";"Estado";"Invitación pendiente";"Último acceso";"Alta"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `"${former.email}";"Leonor";"Ibáñez ${word}";"Gestor";"Desactivado";"no"`,
  );

  await choose(filters, 'Rol', 'Administrador');
  await expect(page.getByTestId('no-match')).toBeVisible();
});

test('documentation: the list exports as filtered (section and search), no-match message', async ({
  page,
}) => {
  const word = uniqueWord('notas');
  const note = `Nota informativa: prácticas extracurriculares ${word}`;
  await staffBFactory(page.request).documentation({ palabra: word });
  await staffSignIn(page);
  await page.goto('/gestion/documentacion');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Documentación para empresas' }),
  ).toBeVisible();
  const table = page.getByTestId('staff-documentation');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  await choose(page, 'Sección', 'Notas informativas');
  await page
    .getByRole('searchbox', { name: 'Buscar por título o fichero' })
    .fill(`extracurriculares ${word}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(note);
  await expectAccessible(page, 'documentation filtered');

  const csv = await exportAs(page, 'documentation-export-csv');
  expect(csv.suggestedFilename()).toMatch(listExportName('documentacion', 'csv'));
  const lines = await csvLines(csv);
  expect(lines[0]).toBe(
    '"Id";"Título";"Fichero";"Sección";"Destinatarios";"Modalidad";"Programa";"Última modificación"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${note}";`);
  expect(lines[1]).toContain(
    '"Notas informativas";"Estudiantes y titulados";"Extracurriculares";""',
  );

  await page.getByRole('searchbox', { name: 'Buscar por título o fichero' }).fill('inexistente');
  await expect(page.getByText('No hay documentos con estos filtros.')).toBeVisible();
  await expectAccessible(page, 'documentation without a match');
});

test('on a 390 px phone the filter fields stack, each as wide as the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page);
  /** The fields' boxes: one per row (distinct tops), the same left edge and width. */
  const expectStacked = async (labels: [role: 'textbox' | 'combobox', name: string][]) => {
    const boxes = await Promise.all(
      labels.map(async ([role, label]) => {
        const field = page.getByRole(role, { name: label, exact: true });
        await expect(field).toBeVisible();
        const box = await field.boundingBox();
        if (box === null) {
          throw new Error(`${label} has no box`);
        }
        return box;
      }),
    );
    const tops = boxes.map((b) => Math.round(b.y));
    expect(new Set(tops).size).toBe(labels.length);
    for (const box of boxes) {
      expect(Math.abs(box.x - (boxes[0]?.x ?? 0))).toBeLessThan(2);
      expect(Math.abs(box.width - (boxes[0]?.width ?? 0))).toBeLessThan(2);
      expect(box.width).toBeGreaterThan(250);
    }
  };

  await page.goto('/gestion/candidatos');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible();
  await expectStacked([
    ['textbox', 'Nombre, DNI o email'],
    ['textbox', 'Titulación'],
    ['combobox', 'Estado'],
    ['combobox', 'Verificación'],
  ]);
  await expectAccessible(page, 'candidate filters at 390 px');

  await page.goto('/gestion/solicitudes/bajas');
  await expect(page.getByTestId('deletions-search')).toBeVisible();
  const form = page.getByRole('search', { name: 'Filtrar las solicitudes de baja' });
  const fields = form.locator('input:not([type=hidden])');
  const count = await fields.count();
  expect(count).toBeGreaterThan(1);
  const tops = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const box = await fields.nth(i).boundingBox();
    if (box !== null) {
      tops.add(Math.round(box.y));
    }
  }
  expect(tops.size).toBe(count);
  await expectAccessible(page, 'deletion request filters at 390 px');
});
