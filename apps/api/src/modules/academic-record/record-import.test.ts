import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { randomDni } from '../../test/builders.ts';
import { enrolled, mapCode, personOf, recordClient, recordCsv } from './record-test-helpers.ts';

const t = await createTestApp();
const client = await recordClient(t);
await mapCode(t, 'G-INF', 36);

describe('academic record import', () => {
  it('previews a new person without creating anything, then confirming creates a verified account with the record studies', async () => {
    const dni = randomDni();
    const previewed = await client.preview(recordCsv([enrolled(dni, 'G-INF')]));
    expect(previewed).toMatchObject({
      estado: 'previsualizada',
      resumen: { filas: 1, validas: 1, rechazadas: 0, nuevos: 1, actualizados: 0, sinCambios: 0 },
      rechazadas: [],
    });
    expect(await personOf(t, dni)).toBeUndefined();
    const res = await client.confirm(previewed.id);
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'aplicada' } });
    const person = await personOf(t, dni);
    expect(person?.candidate).toMatchObject({
      verificado: true,
      verificacionOrigen: 'registro',
      conPracticas: true,
      conEmpleo: false,
      fechaNacimiento: '2002-03-04',
    });
    expect(person?.studies).toEqual([
      expect.objectContaining({
        idTitulacion: 36,
        origen: 'registro',
        enCurso: true,
        estadoRegistro: 'matriculado',
        creditosSuperados: '150.5',
        creditosTotales: '240.0',
        notaMedia: '7.25',
        curso: 3,
        centro: 'Facultad de Ciencias',
        fechaInicio: '2021-09-01',
      }),
    ]);
  });
});
