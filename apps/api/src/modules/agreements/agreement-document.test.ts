import {
  callUrl,
  staffAgreementCalls,
  staffDocumentSettingsCalls,
  type DocumentSettings,
  type StaffAgreementDetail,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { longDate } from '../../lib/pdf/index.ts';
import { buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { spanishDay } from '../../lib/dates.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';
import { renderSignablePdf } from '../signatures/signature-pdf.ts';
import { agreementsClient } from './agreements.fixtures.ts';

const t = await createTestApp();

const { company, created, create, request } = agreementsClient(t);

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

/** An agreement asked for by a company user reading the portal in English, and its PDF's text. */
async function englishAgreementText() {
  const c = await company();
  const english = { ...c.headers, 'accept-language': 'en-GB,en' };
  const res = await create(request(c, { pagoDomiciliado: true }), english);
  expect(res.statusCode, res.body).toBe(200);
  const { enlace, idConvenio } = res.json<{ datos: { enlace: string; idConvenio: number } }>()
    .datos;
  // Downloaded later in Spanish: the document stays in the language it was written in.
  const download = await t.app.inject({ method: 'GET', url: enlace, headers: c.headers });
  expect(download.statusCode).toBe(200);
  return { c, idConvenio, text: pdfText(download.rawPayload).replace(/\s+/g, ' ') };
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

describe('the agreement PDF asked for in English', () => {
  it('is written in English throughout: parties, the English clauses, signatures and annex', async () => {
    const { c, idConvenio, text } = await englishAgreementText();
    // The careers office sees which language the document it countersigns is in.
    const gestor = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
    const detail = await t.app.inject({
      method: 'GET',
      url: callUrl(staffAgreementCalls.detail, { params: { id: idConvenio } }),
      headers: gestor,
    });
    expect(detail.json<{ datos: StaffAgreementDetail }>().datos.idioma).toBe('en');
    const brand = await t.ctx.brand.get();
    expect(text).toContain('Educational cooperation agreement for external academic internships');
    expect(text).toContain(`In Madrid, on ${longDate(new Date(), 'en')}.`);
    expect(text).toContain('PARTIES');
    expect(text).toContain(`in the name and on behalf of ${brand.universidad}, tax id (CIF)`);
    expect(text).toContain(
      `On the other hand, Marta Directora Ruiz, Gerente, in the name and on behalf of ${c.company.razonSocial}, tax id (CIF) ${c.company.cif}`,
    );
    expect(text).toContain('RECITALS');
    for (const clause of ['FIRST. Purpose', 'SECOND. Term and renewal']) {
      expect(text).toContain(clause);
    }
    expect(text).toContain('For the University');
    expect(text).toContain('For the host organisation');
    expect(text).toContain('Signed: Marta Directora Ruiz');
    expect(text).toContain('Annex. Management data of the agreement');
    expect(text).toContain('Payment method: Direct debit');
    expect(text).toContain('SEPA direct debit mandate');
    expect(text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
    expect(text).toContain(`Reference: ${c.company.cif}-${spanishDay()}`);
    for (const spanish of ['REUNIDOS', 'CLÁUSULAS', 'PRIMERA. Objeto', 'Fdo.:', 'Anexo.']) {
      expect(text).not.toContain(spanish);
    }
  });

  it("prints the careers office's English clauses as they saved them", async () => {
    const admin = await staffHeader(t, (await buildStaff(t.ctx.db, 'administrador')).email);
    const settingsOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: staffDocumentSettingsCalls.get.path,
          headers: admin,
        })
      ).json<{ datos: DocumentSettings }>().datos;
    const before = await settingsOf();
    const save = (settings: DocumentSettings) =>
      t.app.inject({
        method: 'POST',
        url: staffDocumentSettingsCalls.save.path,
        payload: settings,
        headers: admin,
      });
    const saved = await save({
      ...before,
      clausulasConvenio: {
        ...before.clausulasConvenio,
        en: 'FIRST. Scope\nThe internships of {entidad} are overseen by {universidad}.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { c, text } = await englishAgreementText();
      expect(text).toContain('FIRST. Scope');
      expect(text).toContain(
        `The internships of ${c.company.razonSocial} are overseen by ${before.razonSocial}.`,
      );
      expect(text).not.toContain('SECOND. Term and renewal');
    } finally {
      expect((await save(before)).statusCode).toBe(200);
    }
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
        idioma: 'es',
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
