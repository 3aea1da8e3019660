import { expect } from 'vitest';
import { csvLines } from './staff-content-client.ts';

/** One column of a CSV export's rows, the header left out (quoted, as the file has it). */
export const exportedColumn = (body: string, column = 0): (string | undefined)[] =>
  csvLines(body)
    .slice(1)
    .map((line) => line.split(';')[column]);

/** A list's or export's answer to an `orden` it does not sort by: 400 naming `orden`. */
export function expectOrdenRefused(res: { statusCode: number; body: string }, path = ''): void {
  expect(res.statusCode, path).toBe(400);
  expect(
    (JSON.parse(res.body) as { datos: { errores: { campo: string }[] } }).datos.errores,
  ).toEqual([expect.objectContaining({ campo: 'orden' })]);
}
