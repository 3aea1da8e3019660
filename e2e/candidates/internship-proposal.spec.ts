import { candidateFactory } from '../support/factories-candidates.ts';
import { uniqueWord } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { choose } from '../support/mantine.ts';

// A new student sees the proposals they made and proposes another; a new education student asks
// a new education centre for a placement. The careers office lists every proposal and centre:
// company and centre names carry a word no other test uses.
test.describe('internship proposal (/propuesta-practicas, 510)', () => {
  test('a student proposes an internship at a company', async ({ page }) => {
    const word = uniqueWord('propuesta');
    const names = {
      pending: `Estudio Albaicín ${word}`,
      rejected: `Reformas Darro ${word}`,
      proposed: `Startup Genil ${word} S.L.`,
    };
    const student = await candidateFactory(page.request).proposer({
      propuestas: [
        { nombreEmpresa: names.pending },
        {
          nombreEmpresa: names.rejected,
          motivoRechazo:
            'La empresa no tiene convenio de cooperación educativa con la universidad.',
        },
      ],
    });
    await signIn(page, student, { path: '/propuesta-practicas' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Propuesta de prácticas' }),
    ).toBeVisible();
    const list = page.getByTestId('proposal-item');
    await expect(list.filter({ hasText: names.pending })).toContainText('Pendiente');
    await expect(list.filter({ hasText: names.rejected })).toContainText(
      'La empresa no tiene convenio de cooperación educativa con la universidad.',
    );
    await expectAccessible(page, 'proposal page');

    await page.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
    await expectAccessible(page, 'proposal form with errors');

    const form = page.getByTestId('proposal-form');
    await form.getByRole('textbox', { name: 'CIF de la empresa' }).fill('B12345674');
    await form.getByRole('textbox', { name: 'Nombre de la empresa' }).fill(names.proposed);
    await expect(form).toContainText('La empresa no está registrada en el portal');
    await form.getByRole('textbox', { name: 'Persona de contacto' }).fill('Elena Recursos Humanos');
    await form
      .getByRole('textbox', { name: 'Correo electrónico de contacto' })
      .fill('rrhh@genil.example');
    await form.getByLabel('Fecha de inicio').fill('2027-03-01');
    await form.getByLabel('Fecha de fin').fill('2027-06-30');
    await form.getByRole('textbox', { name: 'Horas al día' }).fill('5');
    await form.getByRole('textbox', { name: 'Días a la semana' }).fill('8');
    await form.getByRole('textbox', { name: 'Duración en meses' }).fill('4');
    await form.getByRole('textbox', { name: 'Remuneración mensual (€)' }).fill('450,50');
    await form.getByRole('textbox', { name: 'Tutor o tutora en la empresa' }).fill('Jorge Tutor');
    await form
      .getByRole('textbox', { name: 'Correo electrónico del tutor' })
      .fill('jorge@genil.example');
    await form
      .getByRole('textbox', { name: 'Tareas y proyecto formativo' })
      .fill('Desarrollo de una aplicación móvil para la gestión de reservas de la empresa.');
    await page.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect(page.getByText('El valor está fuera del rango permitido')).toBeVisible();
    await form.getByRole('textbox', { name: 'Días a la semana' }).fill('5');
    await page.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect(page.getByTestId('proposal-sent')).toContainText(
      'La propuesta de prácticas se ha registrado correctamente.',
    );
    await expect(list.filter({ hasText: names.proposed })).toContainText('Pendiente');
  });

  test('an education student asks an education centre (528)', async ({ page }) => {
    const make = candidateFactory(page.request);
    const centre = `CEIP ${uniqueWord('lorca')}`;
    await make.educationCentre({ nombreComercial: centre });
    const student = await make.proposer({ nombre: 'Daniel', educacion: true });
    await signIn(page, student, { path: '/propuesta-practicas' });
    const section = page.getByTestId('student-education');
    await expect(section.getByTestId('education-available')).toContainText(
      'Puedes enviar 3 solicitudes más',
    );
    await choose(page, 'Centro educativo', `${centre} (Granada)`);
    await choose(page, 'Etapa educativa', 'Educación Infantil');
    await section.getByLabel('Fecha de inicio').fill('2027-02-01');
    await section.getByLabel('Fecha de fin').fill('2027-05-31');
    await expectAccessible(page, 'education request form');
    await section.getByRole('button', { name: 'Enviar solicitud al centro' }).click();
    await expect(section.getByTestId('education-sent')).toBeVisible();
    await expect(section.getByTestId('student-education-item')).toContainText(
      'Pendiente del centro',
    );
    await expect(section.getByTestId('education-available')).toContainText(
      'Puedes enviar 2 solicitudes más',
    );
  });
});
