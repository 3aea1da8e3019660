import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

interface Answer<T> {
  status: number;
  datos: T;
}

/** An administrator of this test's own. */
const newAdmin = async (page: Page) => (await factory(page.request).staff()).user;

async function staffToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/Gestion/logaUsuario', {
    data: { eUsuario: await newAdmin(page), ePassword: DEMO_PASSWORD },
  });
  return ((await res.json()) as Answer<{ token: string }>).datos.token;
}

/** A published survey with two single-choice questions, answered once anonymously («Sí», «Bien»). */
async function answeredSurvey(page: Page): Promise<{ id: number; titulo: string }> {
  const auth = { authorization: `Bearer ${await staffToken(page)}` };
  const slug = `e2e-contestada-${String(Date.now())}`;
  const titulo = `Encuesta contestada ${slug}`;
  const created = (await (
    await page.request.post('/api/Gestion/addEncuesta', {
      headers: auth,
      data: {
        titulo,
        descripcion: 'Encuesta creada por la prueba',
        urlAcceso: slug,
        paraAlumnos: true,
        paraEmpresas: false,
        permiteUsuarios: false,
        permiteAnonima: true,
        obligatoria: false,
        fechaInicio: '2026-01-01',
        fechaFin: '2030-12-31',
        textoRgpd: null,
        preguntas: [
          {
            texto: '¿Trabajas?',
            tipo: 'unica',
            respuestaObligatoria: true,
            respuestas: [{ texto: 'Sí' }, { texto: 'No', saltoAPregunta: 2 }],
          },
          {
            texto: '¿Qué tal?',
            tipo: 'unica',
            respuestaObligatoria: true,
            respuestas: [{ texto: 'Bien' }, { texto: 'Mal' }],
          },
        ],
      },
    })
  ).json()) as Answer<{ id: number }>;
  expect(created.status).toBe(0);
  const id = created.datos.id;
  await page.request.post(`/api/Gestion/publicaEncuesta/${String(id)}`, { headers: auth });
  const anonymous = (await (
    await page.request.post(`/api/Encuestas/logaAnonimo/${slug}`)
  ).json()) as Answer<{ token: string }>;
  const respondent = { authorization: `Bearer ${anonymous.datos.token}` };
  const definition = (await (
    await page.request.get(`/api/Encuestas/${slug}`, { headers: respondent })
  ).json()) as Answer<{ encuesta: { preguntas: { idPregunta: number }[] } }>;
  const [first, second] = definition.datos.encuesta.preguntas;
  const saved = (await (
    await page.request.post(`/api/Encuestas/guardaContestacionEncuesta/${slug}`, {
      headers: respondent,
      data: {
        lContestaciones: [
          { idPregunta: first?.idPregunta, idRespuesta: 1 },
          { idPregunta: second?.idPregunta, idRespuesta: 1 },
        ],
      },
    })
  ).json()) as Answer<unknown>;
  expect(saved.status).toBe(0);
  return { id, titulo };
}

test.describe('a survey that has responses', () => {
  test('shows the survey read-only, keeps the end date editable and counts whole people', async ({
    page,
  }) => {
    const survey = await answeredSurvey(page);
    await signInAsStaff(page, await newAdmin(page), `/gestion/encuestas/${String(survey.id)}`);
    await expect(page.getByRole('heading', { name: survey.titulo })).toBeVisible();

    const readOnly = page.getByTestId('survey-read-only');
    await expect(readOnly.getByRole('heading', { name: 'Pregunta 1: ¿Trabajas?' })).toBeVisible();
    await expect(readOnly).toContainText('No → Ir a la pregunta 2: ¿Qué tal?');
    await expect(readOnly).toContainText(`Dirección de acceso: /encuestas/`);
    await expect(page.getByTestId('survey-builder')).toHaveCount(0);
    await expect(readOnly.getByRole('textbox')).toHaveCount(0);

    const endDate = page.getByTestId('survey-end-date');
    const field = endDate.getByLabel('Fecha de fin');
    await expect(field).toHaveValue('2030-12-31');
    await field.fill('2025-06-01');
    await page.getByTestId('survey-end-date-save').click();
    await expect(
      endDate.getByText('La fecha de fin debe ser posterior a la de inicio'),
    ).toBeVisible();
    await field.fill('2031-06-30');
    await page.getByTestId('survey-end-date-save').click();
    await expect(endDate.getByRole('status')).toHaveText('Fecha de fin guardada.');
    await expectAccessible(page, 'answered survey design', { scope: 'main' });

    await page.reload();
    await expect(page.getByTestId('survey-end-date').getByLabel('Fecha de fin')).toHaveValue(
      '2031-06-30',
    );

    await page.getByRole('tab', { name: 'Resultados' }).click();
    // The first question's chart: its texts are the two options and the ticks of the count axis.
    const chart = page.getByTestId('staff-results').getByRole('img').first();
    await expect(chart.locator('svg text').first()).toBeVisible();
    const ticks = (await chart.locator('svg text').allTextContents()).filter(
      (text) => text !== 'Sí' && text !== 'No',
    );
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) {
      expect(tick).toMatch(/^\d+$/);
    }
  });

  test('the builder offers jumps only to later questions', async ({ page }) => {
    await signInAsStaff(page, await newAdmin(page), '/gestion/encuestas/nueva');
    const builder = page.getByTestId('survey-builder');
    await expect(builder.getByLabel('Dirección de acceso')).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      await page.getByTestId('builder-add-question').click();
    }
    const questions = page.getByTestId('builder-question');
    for (const [i, text] of ['Uno', 'Dos', 'Tres'].entries()) {
      await questions.nth(i).getByRole('textbox', { name: 'Texto de la pregunta' }).fill(text);
    }
    await questions.nth(1).getByRole('button', { name: 'Añadir opción' }).click();
    await questions.nth(1).getByRole('combobox', { name: 'Después' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveText(['Siguiente pregunta', 'Ir a la pregunta 3: Tres']);
  });
});

test('invitations name the line of a bad address and send nothing until it is fixed', async ({
  page,
}) => {
  const survey = await answeredSurvey(page);
  await signInAsStaff(page, await newAdmin(page), `/gestion/encuestas/${String(survey.id)}`);
  await page.getByRole('tab', { name: 'Invitaciones' }).click();
  const box = page.getByRole('textbox', { name: 'Personas invitadas' });
  await box.fill('tutora@empresa.es\ntutor@empresa\n\notro@empresa.es');
  await page.getByRole('button', { name: 'Enviar invitaciones' }).click();
  await expect(box).toHaveAccessibleDescription(
    /Revisa esta línea: línea 2 \(«tutor@empresa»\): Debes indicar una dirección de correo electrónico válida/,
  );
  await expect(page.getByText('Invitaciones enviadas')).toHaveCount(0);
  await expectAccessible(page, 'invitations with a bad line', { scope: 'main' });

  await box.fill('tutora@empresa.es\ntutor@empresa.es\n\notro@empresa.es');
  await page.getByRole('button', { name: 'Enviar invitaciones' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Invitaciones enviadas' });
  await expect(sent.getByRole('listitem')).toHaveCount(3);
  await expect(sent).toContainText('tutor@empresa.es: ');
});
