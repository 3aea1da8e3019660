import { factory, uniqueWord } from '../support/factory.ts';
import { flowFactory } from '../support/factories-flows.ts';
import { expect, expectAccessible, signIn, signOut, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

// A company joins a practice programme: it reads what the programme asks of its offers, asks to
// join (a request, said as such), the careers office accepts from the programme's back-office page, and the company
// sees that it has joined. The programme, the company and the staff user are built here.

test.describe.configure({ timeout: 180_000 });

test('a company asks to join a programme and the careers office accepts it', async ({ page }) => {
  const word = uniqueWord('alfar');
  // Offers of two or three months at half time, as a summer programme asks.
  const programme = await flowFactory(page.request).programme({
    titulo: `Prácticas estivales ${word}`,
    dedicacion: 50,
    meses: 2,
    meses2: 3,
    operadorMeses: 'o',
    inicioDias: 120,
  });
  const companyName = `Alfares ${word}`;
  const company = await factory(page.request).company({
    nombreComercial: companyName,
    nombre: 'Maite',
    apellidos: 'Sorní Vidal',
  });
  const sheetPath = `/programas-practicas-activos/${programme.slug}`;
  await signIn(page, company, { path: sheetPath });
  const sheet = page.getByTestId('programme-sheet');
  await expect(sheet.getByRole('heading', { name: programme.titulo })).toBeVisible();
  await expect(page.getByTestId('programme-offer-requirements')).toHaveText(
    'Las ofertas de prácticas que publiques en este programa deben tener una dedicación del 50 % y una duración de 2 o 3 meses.',
  );
  await expectAccessible(page, 'programme sheet (company, not joined)');

  await page.getByRole('button', { name: 'Solicitar adhesión' }).click();
  // A request, not an enrolment: the page says so and what happens next.
  const requested = page.getByTestId('adhesion-requested');
  await expect(requested).toContainText('Solicitud de adhesión enviada');
  await expect(requested).toContainText(
    'La adhesión aún no está confirmada: el Servicio de Empleo revisará la solicitud y te avisará cuando la acepte o la rechace.',
  );
  await expect(page.getByText('Inscripción confirmada')).toHaveCount(0);
  await expect(page.getByTestId('company-adhesion-state')).toContainText(
    'El Servicio de Empleo la está revisando.',
  );
  await expect(page.getByRole('button', { name: 'Solicitar adhesión' })).toHaveCount(0);
  await expectAccessible(page, 'programme sheet (company, pending)');
  await signOut(page);

  const programmes = await page.request.get('/api/Publico/programasPracticasActivos');
  const list = ((await programmes.json()) as { datos: { idPrograma: number; urlAcceso: string }[] })
    .datos;
  const id = list.find((p) => p.urlAcceso === programme.slug)?.idPrograma;
  expect(id).toBe(programme.id);
  const staff = await factory(page.request).staff({ rol: 'gestor' });
  await signInAsStaff(page, staff.user, `/gestion/programas/${String(id)}`);
  const row = page.getByTestId('company-adhesion-row').filter({ hasText: companyName });
  await expect(row).toContainText('Maite Sorní Vidal');
  await expect(row).toContainText('Pendiente');
  await expectAccessible(page, 'programme adhesions (staff)', { scope: 'main' });
  await row.getByRole('button', { name: `Aceptar la adhesión de ${companyName}` }).click();
  await expect(page.getByTestId('company-adhesion-done')).toContainText(
    `Se ha aceptado la adhesión de ${companyName} y se ha avisado a la empresa.`,
  );
  await expect(row).toContainText('Aceptada');
  // The list filters by state and by name: an accepted company is not among the pending ones.
  const companies = page.getByTestId('company-adhesions');
  await companies.getByText('Pendientes', { exact: true }).click();
  await expect(row).toHaveCount(0);
  await companies.getByText('Aceptadas', { exact: true }).click();
  await companies.getByRole('textbox', { name: 'Buscar empresa o CIF' }).fill(word);
  await expect(row).toContainText('Aceptada');

  await signIn(page, company, { path: sheetPath });
  await expect(page.getByTestId('company-adhesion-state')).toContainText(
    'Tu empresa está adherida a este programa',
  );
  await expect(
    page.getByRole('link', { name: 'Publicar una oferta de prácticas para titulados' }),
  ).toBeVisible();
  await expectAccessible(page, 'programme sheet (company, joined)');
});
