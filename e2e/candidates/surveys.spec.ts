import { candidateFactory } from '../support/factories-candidates.ts';
import { factory, uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// Each test builds its survey with a unique slug and title; the surveys for signed-in candidates
// are meant for a new candidate only, so no other test's lists show them.
test.describe('surveys', () => {
  test('answers a survey with skip rules, back and forward, a summary and a thank-you', async ({
    page,
  }) => {
    const candidate = await factory(page.request).candidate({ nombre: 'Irene', empleo: true });
    const title = `Encuesta de trayectoria profesional ${uniqueWord('t')}`;
    const make = candidateFactory(page.request);
    const { slug } = await make.survey({
      tipo: 'trayectoria',
      titulo: title,
      destinatarios: [candidate.id],
    });
    // A second one stays pending once the first is answered, as the portal's surveys for every
    // candidate do.
    await make.survey({
      tipo: 'satisfaccion',
      titulo: `Encuesta de satisfacción ${uniqueWord('s')}`,
      destinatarios: [candidate.id],
    });
    await signIn(page, candidate, { path: '/encuestas' });
    await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
    const pending = page.getByTestId('surveys-pending');
    await expect(pending).toContainText(title);
    await expectAccessible(page, 'survey list');
    await pending.getByRole('link', { name: /Comenzar.*trayectoria profesional/ }).click();

    await expect(page).toHaveURL(new RegExp(`/encuestas/${slug}$`));
    await expect(page.getByTestId('survey-title')).toHaveText(title);
    const question = page.getByRole('group', { name: '¿Estás trabajando actualmente?' });
    await expect(question).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pregunta 1 de 7' })).toBeVisible();
    await expectAccessible(page, 'first question');

    // Mandatory: nothing chosen is refused and announced.
    await page.getByTestId('survey-next').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Esta pregunta es obligatoria' }),
    ).toBeVisible();
    // The focus goes to the question in error, as on every form, not left on «Siguiente».
    await expect(question.locator('[aria-invalid="true"]').first()).toBeFocused();
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
    await expect(page.getByTestId('surveys-answered')).toContainText(title);
    await expect(page.getByTestId('surveys-pending')).not.toContainText(title);
  });

  test('answers anonymously from the access page', async ({ page }) => {
    const title = `Encuesta de satisfacción con las prácticas ${uniqueWord('s')}`;
    const { id } = await factory(page.request).candidate();
    const { slug } = await candidateFactory(page.request).survey({
      tipo: 'satisfaccion',
      titulo: title,
      destinatarios: [id],
    });
    await page.goto(`/encuestas/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/encuestas/${slug}/acceso$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceso a la encuesta' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // This portal has no single sign-on: no university-account button (flows/sso.spec.ts has it).
    await expect(page.getByTestId('survey-anonymous')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Acceder con la cuenta de la universidad' }),
    ).toHaveCount(0);
    await expectAccessible(page, 'survey access');
    await page.getByTestId('survey-anonymous').click();

    await expect(page).toHaveURL(new RegExp(`/encuestas/${slug}$`));
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
    // The send button went with the form: the thanks have the focus.
    await expect(page.getByTestId('survey-thanks')).toBeFocused();
  });

  test('a mandatory survey blocks the portal until it is answered, then releases it at once', async ({
    page,
  }) => {
    const candidate = await factory(page.request).candidate({ nombre: 'Alba', empleo: true });
    const title = `Encuesta obligatoria de inserción laboral ${uniqueWord('o')}`;
    const { slug } = await candidateFactory(page.request).survey({
      tipo: 'obligatoria',
      titulo: title,
      destinatarios: [candidate.id],
    });
    await signIn(page, candidate, { path: '/' });
    const dialog = page.getByRole('dialog', { name: 'Encuestas obligatorias' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /Comenzar/ }).click();
    await expect(page).toHaveURL(new RegExp(`/encuestas/${slug}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('survey-title')).toHaveText(title);
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
    await expect(page.getByTestId('home-surveys')).not.toContainText(title);
    await expect(dialog).toBeHidden();
  });

  test('an internship evaluation opens straight from its invitation link', async ({ page }) => {
    // The careers office lists every survey: a title no other test uses.
    const title = `Evaluación de las prácticas ${uniqueWord('e')}`;
    const { slug, token } = await candidateFactory(page.request).survey({
      tipo: 'evaluacion',
      titulo: title,
    });
    const link = `/encuestas/${slug}?${token ?? ''}`;
    await page.goto(link);
    await expect(page.getByTestId('survey-title')).toHaveText(title);
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
    await page.goto(link);
    await expect(page.getByTestId('survey-unavailable')).toContainText('Ya has contestado');
  });

  test('a survey that does not exist is said unavailable once, in the page', async ({ page }) => {
    await page.goto(`/encuestas/${uniqueWord('ninguna')}/acceso`);
    await expect(page.getByTestId('survey-unavailable')).toBeVisible();
    await expect(page.getByTestId('error-banner')).toHaveCount(0);
    await expectAccessible(page, 'survey not found', { scope: 'main' });
  });
});
