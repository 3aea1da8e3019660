import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerWriter, checkedAnswerWriter } from './answer-writer.ts';

const zodWriter = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const offer = z.object({
  id: z.number().int(),
  titulo: z.string(),
  fecha: z.iso.date(),
  estado: z.enum(['activa', 'cerrada']),
  salario: z.number().nullable(),
  empresa: z.object({ nombre: z.string() }).nullable(),
  familia: z.literal('empleo'),
  etiquetas: z.array(z.string()).optional(),
  contadores: z.record(z.string(), z.number()),
});

describe('answerWriter', () => {
  it('writes what the contract declares and nothing else', () => {
    const write = answerWriter(offer);
    const row = {
      id: 7,
      titulo: 'Analista «de datos» \u2028 \\ "x"',
      fecha: '2026-12-03',
      estado: 'activa',
      salario: null,
      empresa: { nombre: 'Acme', cif: 'B12345678' },
      familia: 'empleo',
      contadores: { madrid: 3 },
      passwordHash: '$argon2id$secret',
    };
    const text = write(row);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('B12345678');
    expect(JSON.parse(text)).toEqual(JSON.parse(zodWriter(offer)(row)));
    const withCompany = { ...row, salario: 21000.5, etiquetas: ['a'], empresa: { nombre: 'Acme' } };
    expect(JSON.parse(write(withCompany))).toEqual(JSON.parse(zodWriter(offer)(withCompany)));
  });

  it('writes a value of another union branch as it is', () => {
    const schema = z.object({ valor: z.union([z.number(), z.string(), z.array(z.number())]) });
    const write = answerWriter(schema);
    for (const valor of [3, 'tres', [1, 2]]) {
      expect(JSON.parse(write({ valor }))).toEqual({ valor });
    }
  });
});

describe('checkedAnswerWriter', () => {
  it('passes an answer the writer and the contract write alike', () => {
    const write = checkedAnswerWriter(answerWriter(offer), zodWriter(offer), 'GET /x');
    const row = {
      id: 1,
      titulo: 't',
      fecha: '2026-12-03',
      estado: 'cerrada',
      salario: 1,
      empresa: null,
      familia: 'empleo',
      contadores: {},
    };
    expect(JSON.parse(write(row))).toEqual(row);
  });

  it('fails an answer the contract refuses', () => {
    const write = checkedAnswerWriter(answerWriter(offer), zodWriter(offer), 'GET /x');
    expect(() =>
      write({
        id: 1,
        titulo: 't',
        fecha: '3 de diciembre',
        estado: 'cerrada',
        salario: 1,
        empresa: null,
        familia: 'empleo',
        contadores: {},
      }),
    ).toThrow();
  });

  it('fails an answer the writer writes otherwise than the contract', () => {
    // Trimming rewrites the value in zod's output; the compiled writer writes it as it is.
    const trimmed = z.object({ nombre: z.string().trim() });
    const write = checkedAnswerWriter(answerWriter(trimmed), zodWriter(trimmed), 'GET /x');
    expect(write({ nombre: 'ana' })).toBe('{"nombre":"ana"}');
    expect(() => write({ nombre: ' ana ' })).toThrow(/GET \/x was written otherwise/);
  });
});
