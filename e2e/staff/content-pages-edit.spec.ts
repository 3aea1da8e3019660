import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord, type Account } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

/**
 * Orientation and help written by the careers office. The pages are the installation's, shared by
 * every spec: it only appends, a paragraph to the Spanish orientation text (the candidate spec
 * still finds its five sections) and a question to the companies' FAQ, each with a word of the
 * attempt's own, so a retry finds its own and never an earlier attempt's.
 */
async function staffSignIn(page: Page, staff: Account) {
  await page.goto('/gestion/login');
  await page.getByTestId('staff-login-user').fill(staff.user);
  await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('staff-login-password').press('Enter');
  await expect(page).toHaveURL(/\/gestion$/);
}

test('staff edit orientation and the companies’ FAQ; a candidate and a company read them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const word = uniqueWord('tutoria');
  const addition = `Tutorías individuales (${word}) los martes de 10 a 13 h en el Edificio de Servicios.`;
  const question = `¿Cómo contacto con el tutor académico (${word}) de mi estudiante?`;
  // The answer names the word too: a retry on the same server finds its first attempt's question.
  const answer = `Escribe a la secretaría de su facultad (${word}), que te pondrá en contacto.`;
  const make = factory(page.request);
  const staff = await make.staff({ nombre: 'Pilar', apellidos: 'Páginas Soto' });
  const candidate = await make.candidate({ nombre: 'Noelia', apellidos: 'Lectora Ruiz' });
  const company = await make.company({ nombre: 'Gonzalo', apellidos: 'Lector Gil' });
  await staffSignIn(page, staff);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Orientación y ayuda', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orientación y ayuda' })).toBeVisible();
  const editor = page.getByTestId('content-page-editor');
  await expect(editor).toContainText('Tu currículum');
  const preview = page.getByTestId('content-page-preview');
  await expect(preview).toContainText('Universidad de Demostración te acompaña');
  await expectAccessible(page, 'orientation and help editor');

  // Append a paragraph at the end of the text: the preview follows as it is typed.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(addition);
  await expect(preview).toContainText(addition);
  await page.getByTestId('content-page-save').click();
  await expect(page.getByTestId('content-page-saved')).toContainText('La página se ha guardado');
  await expect(page.getByTestId('content-page-updated')).toContainText(staff.user);

  // A new question for companies, moved to the top of their list.
  const faq = page.getByTestId('faq-section');
  await faq.getByText('Empresas', { exact: true }).click();
  await expect(page.getByTestId('faq-table')).toContainText('¿Cómo publico una oferta?');
  await page.getByTestId('faq-new').click();
  await page.getByTestId('faq-save').click();
  await expect(page.getByTestId('faq-form')).toContainText('Este campo es requerido');
  await page.getByTestId('faq-question').fill(question);
  await page.getByTestId('faq-answer').click();
  await page.keyboard.type(answer);
  await expectAccessible(page, 'FAQ form', { scope: '[role="dialog"]' });
  await page.getByTestId('faq-save').click();
  await expect(page.getByTestId('faq-done')).toContainText(question);
  const rows = page.getByTestId('faq-row');
  await expect(rows.last()).toContainText(question);
  for (let position = (await rows.count()) - 1; position > 0; position -= 1) {
    await page.getByRole('button', { name: `Subir «${question}»` }).click();
    await expect(rows.nth(position - 1)).toContainText(question);
  }
  await expect(page.getByTestId('faq-done')).toContainText('El orden de las preguntas');

  // The candidate reads the new orientation text, with its table of contents intact.
  await signIn(page, candidate, { path: '/orientacion-laboral' });
  await expect(page.getByRole('heading', { level: 1, name: 'Orientación laboral' })).toBeVisible();
  await expect(page.getByTestId('orientation-content')).toContainText(addition);
  const toc = page.getByRole('navigation', { name: 'En esta página' });
  await toc.getByRole('link', { name: 'La entrevista de trabajo' }).click();
  await expect(page).toHaveURL(/#orientacion-la-entrevista-de-trabajo$/);
  await expectAccessible(page, 'orientation (candidate)');

  // The company reads its own FAQ at its help page (/ayuda is a candidate page), the new question
  // first, and the contact address.
  await signIn(page, company, { path: '/ayuda-empresas' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  const first = page.getByTestId('help-faq').getByRole('button').first();
  await expect(first).toHaveText(question);
  await first.click();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByRole('button', { name: '¿Cómo me inscribo en una oferta?' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: 'practicas@universidad-demo.es' })).toBeVisible();
  await expectAccessible(page, 'help (company)');
});
