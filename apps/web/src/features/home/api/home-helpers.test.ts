import type { CompanyProcess, EventItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { activeOffersByFamily } from './get-company-processes.ts';
import { upcomingEvents } from './get-events.ts';

function event(id: number, fecha: string): EventItem {
  return {
    idEvento: id,
    fecha,
    lugar: 'Aula',
    categoria: 'Talleres',
    categoriaSlug: 'talleres',
    titulo: `E${String(id)}`,
    entradilla: '',
    destacado: false,
    ulrImagenPrincipal: null,
    urlAcceso: `e${String(id)}`,
    caducado: false,
    inscrito: false,
  };
}

describe('home helpers', () => {
  it('shows the next three future events in order of occurrence', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const events = [
      event(1, '2027-03-01T10:00:00Z'),
      event(2, '2027-01-01T10:00:00Z'),
      event(3, '2027-01-20T10:00:00Z'),
      event(4, '2027-02-01T10:00:00Z'),
      event(5, '2027-01-15T10:00:00Z'),
    ];
    expect(upcomingEvents(events, now).map((e) => e.idEvento)).toEqual([5, 3, 4]);
  });

  it('counts active offers (idEstado 2) per family', () => {
    const process = (idPerfil: number, paraTitulados: boolean, idEstado: number) =>
      ({ idPerfil, paraTitulados, idEstado }) as CompanyProcess;
    expect(
      activeOffersByFamily([
        process(2, false, 2),
        process(2, false, 2),
        process(2, false, 1),
        process(2, true, 2),
        process(1, false, 3),
        process(1, false, 2),
      ]),
    ).toEqual({ practicas: 2, practicastitulados: 1, empleo: 1 });
  });
});
