import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

// What the server writes follows the interface language, and the choice is stored so
// notifications and mails reach the user in it.
test('switching to English shows the notifications in English and stores the choice', async ({
  page,
}) => {
  const make = factory(page.request);
  const reader = await make.candidate({ nombre: 'Elisa' });
  await make.notifications(reader.id, [
    {
      titulo: 'Nueva sesión de orientación profesional',
      texto: 'El Servicio de Empleo ha abierto inscripciones para una sesión de orientación.',
      tituloEn: 'New career guidance session',
      textoEn: 'The careers office has opened enrolment for a guidance session.',
    },
  ]);
  await signIn(page, reader);
  const bell = page.getByTestId('notifications-bell');
  await bell.click();
  const spanishPanel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(spanishPanel.getByText('Nueva sesión de orientación profesional')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(spanishPanel).toBeHidden();

  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/Usuario/guardaIdioma') && res.request().method() === 'POST',
  );
  await page.getByTestId('language-switch').click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ idioma: 'en' });

  await bell.click();
  const englishPanel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(englishPanel.getByText('New career guidance session')).toBeVisible();
  await expect(englishPanel.getByText('Nueva sesión de orientación profesional')).toHaveCount(0);
  await expectAccessible(page, 'notifications in English');

  // A new page load keeps English, and the list still comes in English from the server.
  await page.reload();
  await page.getByTestId('notifications-bell').click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('New career guidance session'),
  ).toBeVisible();
});
