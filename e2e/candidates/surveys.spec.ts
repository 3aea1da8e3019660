import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// encuestado@demo.es is the only target of 'trayectoria-profesional-2026' and obligatoria@demo.es
// is blocked by the mandatory survey; this spec answers both (login.spec keeps encuesta@demo.es).
test.describe('surveys', () => {
  test('answers a survey with skip rules, back and forward, a summary and a thank-you', async ({
    page,
  }) => {
    await signIn(page, accounts.encuestado, { path: '/encuestas' });
    await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
    const pending = page.getByTestId('surveys-pending');
    await expect(pending).toContainText('Encuesta de trayectoria profesional');
    await expectAccessible(page, 'survey list');
    await pending.getByRole('link', { name: /Comenzar.*trayectoria profesional/ }).click();

    await expect(page).toHaveURL(/\/encuestas\/trayectoria-profesional-2026$/);
    await expect(page.getByTestId('survey-title')).toHaveText(
      'Encuesta de trayectoria profesional',
    );
    const question = page.getByRole('group', { name: '¿Estás trabajando actualmente?' });
    await expect(question).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pregunta 1 de 7' })).toBeVisible();
    await expectAccessible(page, 'first question');

    // Mandatory: nothing chosen is refused and announced.
    await page.getByTestId('survey-next').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Esta pregunta es obligatoria' }),
    ).toBeVisible();
    await expectAccessible(page, 'question error', { scope: 'main' });

    // Keyboard only: "No" jumps to the job-seeking question.
    await question.getByRole('radio', { name: 'No' }).focus();
    await page.keyboard.press('Space');
    await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.keyboard.press('Enter');
    const seeking = page.getByRole('group', { name: '¿Estás buscando empleo?' });
    await expect(seeking).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pregunta 2 de 4' })).toBeVisible();

    // Back along the path, change the answer: the path goes through the job questions now.
    await page.getByTestId('survey-back').click();
    await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
    await question.getByRole('radio', { name: 'Sí' }).check();
    await page.getByTestId('survey-next').click();
    const since = page.getByRole('group', {
      name: '¿Desde qué fecha trabajas en tu empleo actual?',
    });
    await since.getByLabel('Fecha').fill('2025-03-01');
    await page.getByTestId('survey-next').click();
    const helped = page.getByRole('group', { name: '¿Qué te ayudó a encontrar empleo?' });
    await helped.getByRole('checkbox', { name: 'Las prácticas' }).check();
    await helped.getByRole('checkbox', { name: 'El portal de empleo' }).check();
    await page.getByTestId('survey-next').click();
    const related = page.getByRole('group', {
      name: '¿Tu empleo está relacionado con tus estudios?',
    });
    await related.getByRole('radio', { name: 'Sí' }).check();
    await page.getByTestId('survey-next').click();
    // The jump skips the job-seeking question.
    const scale = page.getByRole('group', { name: /Valora de 1 a 4 la formación/ });
    await expect(scale).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pregunta 5 de 6' })).toBeVisible();
    await scale.getByRole('radio', { name: '3' }).check();
    await expectAccessible(page, 'scale question', { scope: 'main' });
    await page.getByTestId('survey-next').click();
    await page
      .getByRole('group', { name: /¿Algo más que quieras contarnos\?/ })
      .getByLabel('Tu respuesta')
      .fill('Gracias por el seguimiento.');
    await page.getByTestId('survey-next').click();

    const summary = page.getByTestId('survey-summary');
    await expect(page.getByRole('heading', { name: 'Resumen de tus respuestas' })).toBeVisible();
    await expect(summary).toContainText('01/03/2025');
    await expect(summary).toContainText('Las prácticas, El portal de empleo');
    await expect(summary).not.toContainText('¿Estás buscando empleo?');
    await expectAccessible(page, 'summary', { scope: 'main' });
    await page.getByTestId('survey-send').click();

    await expect(page.getByTestId('survey-thanks')).toContainText('¡Gracias por tu participación!');
    await expectAccessible(page, 'thank-you', { scope: 'main' });
    await page.getByRole('link', { name: 'Ver mis encuestas' }).click();
    await expect(page.getByTestId('surveys-answered')).toContainText(
      'Encuesta de trayectoria profesional',
    );
    await expect(page.getByTestId('surveys-pending')).not.toContainText(
      'Encuesta de trayectoria profesional',
    );
  });

  test('answers anonymously from the access page', async ({ page }) => {
    await page.goto('/encuestas/satisfaccion-practicas-2026');
    await expect(page).toHaveURL(/\/encuestas\/satisfaccion-practicas-2026\/acceso$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceso a la encuesta' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Encuesta de satisfacción con las prácticas' }),
    ).toBeVisible();
    // This portal has no single sign-on: no university-account button (flows/sso.spec.ts has it).
    await expect(page.getByTestId('survey-anonymous')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' }),
    ).toHaveCount(0);
    await expectAccessible(page, 'survey access');
    await page.getByTestId('survey-anonymous').click();

    await expect(page).toHaveURL(/\/encuestas\/satisfaccion-practicas-2026$/);
    await expect(page.getByTestId('anonymous-notice')).toBeVisible();
    const first = page.getByRole('group', {
      name: '¿Has realizado prácticas o trabajado en el último año?',
    });
    await first.getByRole('radio', { name: 'No' }).check();
    await page.getByTestId('survey-next').click();
    // "No" jumps over the rating to the optional last question.
    await expect(page.getByRole('group', { name: /¿Qué mejorarías del servicio\?/ })).toBeVisible();
    await expectAccessible(page, 'anonymous question', { scope: 'main' });
    await page.getByTestId('survey-next').click();
    await expect(page.getByTestId('survey-summary')).toContainText('Sin respuesta');
    await page.getByTestId('survey-send').click();
    await expect(page.getByTestId('survey-thanks')).toContainText('Hemos recibido tus respuestas.');
  });

  test('a mandatory survey blocks the portal until it is answered, then releases it at once', async ({
    page,
  }) => {
    await signIn(page, accounts.obligatoria, { path: '/' });
    const dialog = page.getByRole('dialog', { name: 'Encuestas obligatorias' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /Comenzar/ }).click();
    await expect(page).toHaveURL(/\/encuestas\/insercion-laboral-obligatoria$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('survey-title')).toHaveText(
      'Encuesta obligatoria de inserción laboral',
    );
    await expectAccessible(page, 'mandatory survey page');

    await page
      .getByRole('group', { name: '¿Has realizado prácticas o trabajado en el último año?' })
      .getByRole('radio', { name: 'Sí' })
      .check();
    await page.getByTestId('survey-next').click();
    await page
      .getByRole('group', { name: /Valora la utilidad de la experiencia/ })
      .getByRole('radio', { name: '4' })
      .check();
    await page.getByTestId('survey-next').click();
    await page.getByTestId('survey-next').click();
    await page.getByTestId('survey-send').click();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(page.getByTestId('home-surveys')).not.toContainText(
      'Encuesta obligatoria de inserción laboral',
    );
    await expect(dialog).toBeHidden();
  });

  test('an internship evaluation opens straight from its invitation link', async ({ page }) => {
    await page.goto('/encuestas/evaluacion-practicas-2026?alumno-8b2e6d4a17c94f35b0a6e9d3c1f72a48');
    await expect(page.getByTestId('survey-title')).toHaveText('Evaluación de las prácticas');
    await page
      .getByRole('group', { name: /cumplimiento del plan formativo/ })
      .getByRole('radio', { name: '3' })
      .check();
    await page.getByTestId('survey-next').click();
    await page
      .getByRole('group', { name: /Nota global de las prácticas/ })
      .getByRole('radio', { name: '8' })
      .check();
    await page.getByTestId('survey-next').click();
    await page.getByTestId('survey-next').click();
    await page.getByTestId('survey-send').click();
    await expect(page.getByTestId('survey-thanks')).toBeVisible();
    // The link works once.
    await page.goto('/encuestas/evaluacion-practicas-2026?alumno-8b2e6d4a17c94f35b0a6e9d3c1f72a48');
    await expect(page.getByTestId('survey-unavailable')).toContainText('Ya has contestado');
  });
});
