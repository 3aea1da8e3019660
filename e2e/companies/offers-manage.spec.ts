import type { Locator, Page } from '@playwright/test';
import { uniqueWord } from '../support/factory.ts';
import { companyFactory } from '../support/factories-companies.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Each test builds a company with its own offers in every state (and two candidates), which it
// filters, closes, copies and deletes.

const offers = (page: Page) => page.getByTestId('my-offer');
const offer = (page: Page, titulo: string) => offers(page).filter({ hasText: titulo });
const offersCompany = (page: Page) =>
  companyFactory(page.request).offersCompany({
    nombreComercial: `Consultora Retiro ${uniqueWord('r')}`,
  });

/** Opens the card's «Más acciones» menu and gives its item of that name. */
async function menuItem(card: Locator, titulo: string, name: string): Promise<Locator> {
  await card.getByRole('button', { name: `Más acciones de «${titulo}»` }).click();
  return card.page().getByRole('menuitem', { name });
}

test.describe('my offers (misofertas)', () => {
  // Many navigations and axe runs in light and dark: more than the default on a loaded runner.
  test.describe.configure({ timeout: 120_000 });

  test('filters by state, title, expiring soon, unread and with candidates, kept in the URL', async ({
    page,
  }) => {
    await signIn(page, await offersCompany(page), { path: '/mis-ofertas' });
    await expect(page.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible();
    await expect(offer(page, 'Prácticas de consultoría de negocio')).toBeVisible();
    const withCandidates = offer(page, 'Prácticas de consultoría de negocio');
    await expect(withCandidates.getByTestId('candidate-count')).toHaveText('2 candidatos');
    await expect(
      offer(page, 'Responsable de cuentas clave').getByTestId('candidate-count'),
    ).toHaveText('0 candidatos');
    await expectAccessible(page, 'my offers');

    // State: rejected offers show the staff's reason.
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Rechazada' }).click();
    await expect(page).toHaveURL(/estado=4/);
    await expect(offers(page)).toHaveCount(1);
    await expect(offers(page).first()).toContainText('Prácticas de apoyo administrativo');
    await expect(offers(page).first().getByTestId('rejection-reason')).toContainText(
      'Falta el plan formativo',
    );
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Rechazada');
    await expect(offers(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).not.toHaveURL(/estado=/);
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
    await expect(offers(page).nth(1)).toBeVisible();

    // Title words, accent-insensitive, sent with 'Enter'.
    const title = page.getByRole('textbox', { name: 'Título' });
    await title.fill('analitica de clientes');
    await title.press('Enter');
    await expect(page).toHaveURL(/titulo=analitica/);
    await expect(offers(page)).toHaveCount(1);
    await expect(offers(page).first()).toContainText('Prácticas de analítica de clientes');

    // Family from the path, flags from the query.
    await page.goto('/mis-ofertas/empleo?caducanPronto=true');
    await expect(
      page
        .getByRole('navigation', { name: 'Tipo de oferta' })
        .getByRole('link', { name: 'Empleo' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('checkbox', { name: 'Caducan pronto' })).toBeChecked();
    await expect(offers(page)).toHaveCount(1);
    await expect(offers(page).first()).toContainText('Consultor/a junior de procesos');

    await page.goto('/mis-ofertas?omitirLeidos=true');
    await expect(offer(page, 'Consultor/a junior de procesos')).toBeVisible();
    await expect(offer(page, 'Prácticas de apoyo administrativo')).toHaveCount(0);
    for (const card of await offers(page).all()) {
      await expect(card.getByTestId('unread-count')).toBeVisible();
    }

    await page.goto('/mis-ofertas/practicas');
    // The URL holds the flag: it shows checked once the navigation is done.
    const onlyWithCandidates = page.getByRole('checkbox', {
      name: 'Solo con candidatos',
      exact: true,
    });
    await onlyWithCandidates.click();
    await expect(onlyWithCandidates).toBeChecked();
    await expect(page).toHaveURL(/\/mis-ofertas\/practicas\?soloConCandidatos=true$/);
    await expect(offers(page)).toHaveCount(1);
    await expect(offers(page).first()).toContainText('Prácticas de consultoría de negocio');
    await expectAccessible(page, 'my offers filtered');
  });

  test('closes, duplicates, copies to the opposite profile and deletes, each confirmed first', async ({
    page,
  }) => {
    await signIn(page, await offersCompany(page), { path: '/mis-ofertas/empleo' });

    // Close: cancelling changes nothing; confirming closes the offer and its application.
    const closing = offer(page, 'Consultor/a junior de procesos');
    // One primary button; the rest, and only what the state allows, in the menu.
    await expect(closing.getByRole('button')).toHaveCount(1);
    await expect(
      closing.getByRole('link', { name: 'Ver ficha de «Consultor/a junior de procesos»' }),
    ).toBeVisible();
    await (
      await menuItem(
        closing,
        'Consultor/a junior de procesos',
        'Cerrar oferta «Consultor/a junior de procesos»',
      )
    ).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar la oferta?' });
    await expect(dialog).toContainText('dejará de admitir candidaturas');
    await expectAccessible(page, 'close dialog');
    // Closing ends the offer: an Enter pressed too soon answers «Cancelar», and the focus goes
    // back to the menu's button (the item that opened the question is gone).
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      closing.getByRole('button', { name: 'Más acciones de «Consultor/a junior de procesos»' }),
    ).toBeFocused();
    await expect(closing).toContainText('Activa');
    await (
      await menuItem(
        closing,
        'Consultor/a junior de procesos',
        'Cerrar oferta «Consultor/a junior de procesos»',
      )
    ).click();
    await dialog.getByRole('button', { name: 'Sí, cerrar la oferta' }).click();
    await expect(page.getByTestId('offer-action-result')).toContainText(
      'La oferta «Consultor/a junior de procesos» se ha cerrado. Se ha cerrado 1 candidatura.',
    );
    await expect(closing).toContainText('Cerrada');
    const closedMenu = await menuItem(
      closing,
      'Consultor/a junior de procesos',
      'Duplicar «Consultor/a junior de procesos»',
    );
    await expect(closedMenu).toBeVisible();
    await expect(
      page.getByRole('menuitem', { name: 'Cerrar oferta «Consultor/a junior de procesos»' }),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Delete: gone from the list after confirming.
    const deleting = offer(page, 'Responsable de cuentas clave');
    await (
      await menuItem(
        deleting,
        'Responsable de cuentas clave',
        'Borrar «Responsable de cuentas clave»',
      )
    ).click();
    const deleteDialog = page.getByRole('dialog', { name: '¿Borrar la oferta?' });
    await expect(deleteDialog).toContainText('no se puede deshacer');
    await deleteDialog.getByRole('button', { name: 'Sí, borrar la oferta' }).click();
    await expect(page.getByTestId('offer-action-result')).toContainText(
      'La oferta «Responsable de cuentas clave» se ha borrado.',
    );
    await expect(deleting).toHaveCount(0);

    // Duplicate: a pending copy in the same family.
    await page
      .getByRole('navigation', { name: 'Tipo de oferta' })
      .getByRole('link', { name: 'Prácticas de titulados' })
      .click();
    await expect(page).toHaveURL(/\/mis-ofertas\/practicastitulados$/);
    const source = offer(page, 'Prácticas de analítica de clientes');
    await expect(source).toHaveCount(1);
    await (
      await menuItem(
        source,
        'Prácticas de analítica de clientes',
        'Duplicar «Prácticas de analítica de clientes»',
      )
    ).click();
    await page
      .getByRole('dialog', { name: '¿Duplicar la oferta?' })
      .getByRole('button', { name: 'Sí, duplicar' })
      .click();
    const result = page.getByTestId('offer-action-result');
    await expect(result).toContainText(
      'Se ha creado una copia de «Prácticas de analítica de clientes» en Prácticas de titulados, pendiente de validación.',
    );
    await expect(source).toHaveCount(2);
    await expect(source.filter({ hasText: 'Pendiente de validación' })).toHaveCount(1);

    // Copy to the opposite profile: internships → employment.
    const copy = await menuItem(
      source.filter({ hasText: 'Activa' }),
      'Prácticas de analítica de clientes',
      'Copiar al perfil contrario «Prácticas de analítica de clientes»',
    );
    await copy.hover();
    await expect(page.getByRole('tooltip')).toContainText('una oferta de prácticas pasa a empleo');
    await expectAccessible(page, 'offer actions menu');
    await copy.click();
    const copyDialog = page.getByRole('dialog', { name: '¿Copiar la oferta al perfil contrario?' });
    await expectAccessible(page, 'copy dialog');
    await copyDialog.getByRole('button', { name: 'Sí, copiar' }).click();
    await expect(result).toContainText(
      'Se ha creado una copia de «Prácticas de analítica de clientes» en Empleo, pendiente de validación.',
    );
    await result.getByRole('link', { name: 'Editar la copia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar oferta' })).toBeVisible();
    await expect(page.getByTestId('offer-family')).toContainText('Empleo');
    await expect(page.getByRole('textbox', { name: 'Título de la oferta' })).toHaveValue(
      'Prácticas de analítica de clientes',
    );
  });
});
