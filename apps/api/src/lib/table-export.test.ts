import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportMime, listFile, tableFile } from './table-export.ts';

describe('list exports', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the file after the day in Madrid, which UTC still calls yesterday after midnight', async () => {
    // 00:30 on 3 December in Madrid is 23:30 on 2 December in UTC.
    vi.useFakeTimers({ now: new Date('2026-12-02T23:30:00Z'), toFake: ['Date'] });
    const file = await tableFile({ sheet: 'Eventos', header: ['Id'], rows: [] }, 'csv', 'eventos');
    expect(file.nombre).toBe('eventos-2026-12-03.csv');
    expect(file.mime).toBe(exportMime.csv);
  });

  it('names the file in the language asked, a detail such as an event kept as it is', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z'), toFake: ['Date'] });
    const table = { sheet: 'Inscritos', header: ['Id'], rows: [] } as const;
    const spanish = await tableFile(table, 'xlsx', 'inscritos', 'es', 'feria-empleo');
    const english = await tableFile(table, 'xlsx', 'inscritos', 'en', 'feria-empleo');
    expect(spanish.nombre).toBe('inscritos-feria-empleo-2026-12-03.xlsx');
    expect(english.nombre).toBe('enrolled-feria-empleo-2026-12-03.xlsx');
  });

  it('writes a list a row per item, its sheet and header in the language asked', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-15T10:00:00Z'), toFake: ['Date'] });
    const file = await listFile(
      'csv',
      [{ id: 7, estado: 'Pendiente' }],
      {
        sheet: 'Cambios de prácticas',
        base: 'solicitudes-cambio-practicas',
        header: ['Solicitud', 'Estado'],
        row: (r) => [String(r.id), r.estado],
      },
      'en',
    );
    expect(file.nombre).toBe('internship-change-requests-2026-06-15.csv');
    expect(file.data.toString('utf8')).toBe('\uFEFF"Request";"State"\r\n"7";"Pendiente"\r\n');
  });
});
