import { describe, expect, it } from 'vitest';
import { longDate } from '../../lib/pdf/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';
import { renderSignablePdf } from '../signatures/signature-pdf.ts';
import { agreementsClient } from './agreements.fixtures.ts';

const t = await createTestApp();

const { company, created } = agreementsClient(t);

/** Generates an agreement signed by `signer` and returns its PDF's text, lines joined by spaces. */
async function agreementText(signer: { nombre: string; apellidos: string; cargo: string }) {
  const c = await company();
  const { enlace } = (
    await created(c, { datosFirmante: { ...signer, email: '' }, pagoDomiciliado: false })
  ).datos;
  const download = await t.app.inject({ method: 'GET', url: enlace, headers: c.headers });
  expect(download.statusCode).toBe(200);
  return { c, text: pdfText(download.rawPayload).replace(/\s+/g, ' ') };
}

describe('the agreement PDF', () => {
  it('is a cooperation agreement with both parties, the clauses, place and date and two signature blocks', async () => {
    const { c, text } = await agreementText({
      nombre: 'Marta',
      apellidos: 'Directora Ruiz',
      cargo: 'Gerente',
    });
    const brand = await t.ctx.brand.get();
    expect(text).toContain(
      'Convenio de cooperación educativa para la realización de prácticas académicas externas',
    );
    expect(text).toContain(`En Madrid, a ${longDate(new Date())}.`);
    expect(text).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toContain('REUNIDOS');
    expect(text).toContain(`en nombre y representación de ${brand.universidad}, con CIF`);
    expect(text).toContain(
      `D./D.ª Marta Directora Ruiz, Gerente, en nombre y representación de ${c.company.razonSocial}, con CIF ${c.company.cif}`,
    );
    for (const clause of [
      'PRIMERA. Objeto',
      'SEGUNDA. Duración y renovación',
      'TERCERA. Régimen del estudiante',
      'CUARTA. Tutorías',
      'QUINTA. Seguros',
      'SEXTA. Protección de datos',
      'SÉPTIMA. Resolución',
    ]) {
      expect(text).toContain(clause);
    }
    expect(text).toContain('obligaciones propias de una relación laboral');
    expect(text).toContain('Por la Universidad');
    expect(text).toContain('Por la entidad colaboradora');
    expect(text).toContain('Fdo.: Marta Directora Ruiz');
    expect(text).toContain('Anexo. Datos de gestión del convenio');
  });
});

describe('the shipped fonts', () => {
  const name = 'Łukasz Nguyễn Ñúñez';

  it('print «Łukasz Nguyễn Ñúñez» in an agreement, not question marks', async () => {
    const { text } = await agreementText({
      nombre: 'Łukasz',
      apellidos: 'Nguyễn Ñúñez',
      cargo: 'Director',
    });
    expect(text).toContain(`D./D.ª ${name}, Director`);
    expect(text).toContain(`Fdo.: ${name}`);
    expect(text).not.toContain('?ukasz');
  });

  it('print «Łukasz Nguyễn Ñúñez» in a signature document and its signature page', async () => {
    const pdf = await renderSignablePdf(
      {
        titulo: 'Anexo de prácticas',
        universidad: 'Universidad de Pruebas',
        parrafos: [`La persona estudiante ${name} realizará las prácticas.`],
        referencia: 'DOC-1',
        creado: new Date(),
      },
      {
        firmante: name,
        dni: null,
        fecha: new Date(),
        ip: '127.0.0.1',
        userAgent: 'test',
        sha256Original: '0'.repeat(64),
      },
    );
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(`La persona estudiante ${name} realizará las prácticas.`);
    expect(text).toContain(`Firmado por: ${name}`);
  });
});
