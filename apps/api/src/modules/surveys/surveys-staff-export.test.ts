import { callUrl, staffSurveyCalls as calls } from '@portal/contracts';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffSurveysClient } from './surveys-staff.fixtures.ts';

const t = await createTestApp({ PUBLIC_URL: 'https://empleo.example.es' });
const { staff, call, create } = await staffSurveysClient(t);

describe('staff surveys list export (exportaEncuestas)', () => {
  const csvLines = (text: string) => text.replace('\uFEFF', '').trim().split('\r\n');
  const exportUrl = (query: string) => `${calls.exportList.path}?${query}`;

  it('exports the surveys searched by every word of the title and filtered by state', async () => {
    const draft = await create({ titulo: 'Sondeo exportable de movilidad internacional' });
    const published = await create({ titulo: 'Sondeo exportable de empleabilidad' });
    expect(
      (await call('POST', callUrl(calls.publish, { params: { id: published.id } }))).status,
    ).toBe(0);

    const both = await call('GET', exportUrl('formato=csv&texto=EXPORTABLE%20sondeo'));
    expect(both.http).toBe(200);
    expect(both.raw.headers['content-type']).toContain('text/csv');
    expect(both.raw.headers['content-disposition']).toContain('encuestas-');
    const lines = csvLines(both.raw.body);
    expect(lines[0]).toBe(
      '"Id";"Título";"Obligatoria";"Estado";"Inicio";"Fin";"Preguntas";"Respuestas";"Invitaciones"',
    );
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain(
      `"${String(draft.id)}";"Sondeo exportable de movilidad internacional";"No";"Borrador";"${draft.fechaInicio}";"";"4";"0";"0"`,
    );

    const drafts = csvLines(
      (await call('GET', exportUrl('formato=csv&texto=sondeo%20exportable&estado=borrador'))).raw
        .body,
    );
    expect(drafts).toHaveLength(2);
    expect(drafts[1]).toContain('"Sondeo exportable de movilidad internacional"');
    const publishedOnly = csvLines(
      (await call('GET', exportUrl('formato=csv&texto=sondeo%20exportable&estado=publicada'))).raw
        .body,
    );
    expect(publishedOnly).toHaveLength(2);
    expect(publishedOnly[1]).toContain('"Sondeo exportable de empleabilidad";"No";"Publicada"');
    const none = csvLines(
      (await call('GET', exportUrl('formato=csv&texto=sondeo%20marte'))).raw.body,
    );
    expect(none).toHaveLength(1);
  });

  it('writes the header and state words in English for Accept-Language: en, and XLSX', async () => {
    await create({ titulo: 'Consulta bilingüe sobre teletrabajo' });
    const english = { ...staff, 'accept-language': 'en-GB,en' };
    const csv = await call('GET', exportUrl('formato=csv&texto=bilingue%20teletrabajo'), {
      headers: english,
    });
    const lines = csvLines(csv.raw.body);
    expect(lines[0]).toBe(
      '"Id";"Title";"Mandatory";"State";"Start";"End";"Questions";"Responses";"Invitations"',
    );
    expect(lines[1]).toContain('"Consulta bilingüe sobre teletrabajo";"No";"Draft"');
    const xlsx = await call('GET', exportUrl('formato=xlsx&texto=bilingue'), { headers: english });
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const rows = await readSheet(xlsx.raw.rawPayload);
    expect(rows[0]).toEqual([
      'Id',
      'Title',
      'Mandatory',
      'State',
      'Start',
      'End',
      'Questions',
      'Responses',
      'Invitations',
    ]);
  });

  it('answers 400 naming the field for an unknown state or format, 403 to a candidate', async () => {
    const badState = await call('GET', exportUrl('estado=cerrada'));
    expect(badState.http).toBe(400);
    expect(JSON.stringify(badState.datos)).toContain('estado');
    expect((await call('GET', exportUrl('formato=pdf'))).http).toBe(400);
    const candidate = await call('GET', exportUrl('formato=csv'), {
      headers: await t.authHeader((await buildCandidate(t.ctx.db)).email),
    });
    expect(candidate.http).toBe(403);
  });
});
