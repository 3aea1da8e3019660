import { factory, uniqueWord } from '../support/factory.ts';
import { staffBFactory } from '../support/factories-staff-b.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { searchCompanies, signInAsStaff } from '../support/staff.ts';

/**
 * A list paged by the server sorts by its headers: the server orders the rows (not only the page
 * shown), the header says which way, and the search stays in the URL beside the sort. On three
 * companies named with the test's own word, found by the search first.
 */
test('the companies list sorts by name and by offers, both ways, keeping the search', async ({
  page,
}) => {
  const word = uniqueWord('orden');
  const make = staffBFactory(page.request);
  const offers = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ titulo: `Oferta ${String(i)} ${word}` }));
  for (const [name, count] of [
    ['Gamma', 1],
    ['Alfa', 2],
    ['Ébano', 0],
  ] as const) {
    await make.company({
      nombreComercial: `${name} ${word}`,
      usuario: { nombre: 'Rosa', apellidos: `${name} Ortega` },
      ofertas: offers(count),
    });
  }
  const manager = await factory(page.request).staff({ rol: 'gestor' });
  await signInAsStaff(page, manager.user, '/gestion/empresas');
  await searchCompanies(page, word);
  const rows = page.getByTestId('company-row');
  await expect(rows).toHaveCount(3);
  const names = rows.locator('td:first-child');
  const header = page.getByRole('columnheader', { name: 'Empresa' });
  await expect(header).toHaveAttribute('aria-sort', 'none');

  await header.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`texto=${word}&orden=nombre$`));
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // Accents do not count: «Ébano» between «Alfa» and «Gamma».
  await expect(names).toHaveText([`Alfa ${word}`, `Ébano ${word}`, `Gamma ${word}`]);
  await expectAccessible(page, 'companies sorted by name');

  await header.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`texto=${word}&orden=-nombre$`));
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText([`Gamma ${word}`, `Ébano ${word}`, `Alfa ${word}`]);

  const offersHeader = page.getByRole('columnheader', { name: 'Ofertas' });
  await offersHeader.getByRole('button').click();
  await expect(offersHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect(names).toHaveText([`Ébano ${word}`, `Gamma ${word}`, `Alfa ${word}`]);
  await offersHeader.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`texto=${word}&orden=-ofertas$`));
  await expect(names).toHaveText([`Alfa ${word}`, `Gamma ${word}`, `Ébano ${word}`]);

  // The sort lives in the address: a reload shows the same order, still searched.
  await page.reload();
  await expect(page.getByTestId('company-search')).toHaveValue(word);
  await expect(names).toHaveText([`Alfa ${word}`, `Gamma ${word}`, `Ébano ${word}`]);
});
