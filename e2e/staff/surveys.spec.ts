import { DEMO_PASSWORD } from '../support/env.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test.describe('survey builder, logic checker and results', () => {
  test('builds a survey, the checker refuses an unreachable question, then it publishes', async ({
    page,
  }) => {
    // A long journey (build, check, fix, publish, results) on two busy cores.
    test.setTimeout(120_000);
    const make = factory(page.request);
    const word = uniqueWord('trayectoria');
    const existing = await make.survey({
      titulo: `Encuesta de ${word} profesional`,
      destinatarios: [(await make.candidate()).id],
    });
    const manager = await make.staff({ rol: 'gestor' });
    await page.goto('/gestion/login');
    await page.getByTestId('staff-login-user').fill(manager.user);
    await page.getByTestId('staff-login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('staff-login-password').press('Enter');
    await expect(page).toHaveURL(/\/gestion$/);

    await page.goto('/gestion/encuestas');
    await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
    await page.getByTestId('surveys-search').fill(word);
    await expect(page.getByTestId('staff-surveys')).toContainText(existing.titulo);
    await expectAccessible(page, 'staff survey list');
    await page.getByTestId('staff-survey-new').click();

    const builder = page.getByTestId('survey-builder');
    // Saved empty: the focus goes to the first field in error, the title.
    await builder.getByRole('button', { name: 'Guardar' }).click();
    await expect(builder.getByLabel('Título')).toBeFocused();
    await builder.getByLabel('Título').fill('Encuesta e2e del constructor');
    await builder.getByLabel('Dirección de acceso').fill(`encuesta-${word}`);
    await page.getByTestId('builder-add-question').click();
    await page.getByTestId('builder-add-question').click();
    await page.getByTestId('builder-add-question').click();
    const questions = page.getByTestId('builder-question');
    await questions
      .nth(0)
      .getByRole('textbox', { name: 'Texto de la pregunta' })
      .fill('¿Trabajas?');
    await questions.nth(0).getByRole('button', { name: 'Añadir opción' }).click();
    await questions.nth(0).getByRole('button', { name: 'Añadir opción' }).click();
    await questions.nth(0).getByRole('textbox', { name: 'Opción 1' }).fill('Sí');
    await questions.nth(0).getByRole('textbox', { name: 'Opción 2' }).fill('No');
    await questions.nth(1).getByRole('textbox', { name: 'Texto de la pregunta' }).fill('¿Dónde?');
    await questions.nth(1).getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Texto libre' }).click();
    await questions
      .nth(2)
      .getByRole('textbox', { name: 'Texto de la pregunta' })
      .fill('Comentarios');
    await questions.nth(2).getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Texto libre' }).click();
    // Both options jump over question 2: it becomes unreachable.
    for (const row of [0, 1]) {
      await questions.nth(0).getByRole('combobox', { name: 'Después' }).nth(row).click();
      await page.getByRole('option', { name: /Ir a la pregunta 3/ }).click();
    }
    await expectAccessible(page, 'builder', { scope: 'main' });
    await page.getByTestId('builder-save').click();

    await expect(page).toHaveURL(/\/gestion\/encuestas\/\d+$/);
    await page.getByTestId('staff-publish').click();
    const checker = page.getByTestId('staff-checker');
    await expect(checker).toContainText('Ninguna respuesta lleva a la pregunta 2');
    await expectAccessible(page, 'checker', { scope: 'main' });

    // "No" goes on to the next question again: every question is reachable.
    const first = page.getByTestId('builder-question').nth(0);
    await first.getByRole('combobox', { name: 'Después' }).nth(1).click();
    await page.getByRole('option', { name: 'Siguiente pregunta' }).click();
    await page.getByTestId('builder-save').click();
    await expect(page.getByText('Encuesta guardada.')).toBeVisible();
    await page.getByTestId('staff-publish').click();
    await expect(page.getByText('Publicada')).toBeVisible();

    await page.getByRole('tab', { name: 'Resultados' }).click();
    await expect(page.getByTestId('staff-results')).toContainText('0 respuestas');
    await expectAccessible(page, 'results', { scope: 'main' });
  });
});
