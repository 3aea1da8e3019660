import type { EventItem } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import englishEvents from '../../../locales/en/events.json';
import spanishEvents from '../../../locales/es/events.json';
import { categoriesOf, defaultEventWhen, filterEvents } from './event-list.ts';

const translations = i18next.createInstance();
await translations.init({
  resources: { es: { events: spanishEvents }, en: { events: englishEvents } },
  ns: ['events'],
});

const event = (id: number, fecha: string, extra: Partial<EventItem> = {}): EventItem => ({
  idEvento: id,
  fecha,
  lugar: 'Aula',
  categoria: 'Talleres',
  categoriaSlug: 'talleres',
  titulo: `Evento ${String(id)}`,
  entradilla: '',
  destacado: false,
  ulrImagenPrincipal: null,
  urlAcceso: `evento-${String(id)}`,
  caducado: false,
  inscrito: false,
  ...extra,
});

describe('event list', () => {
  const events = [
    event(1, '2026-12-01T10:00:00Z'),
    event(2, '2026-12-03T09:00:00Z'),
    event(3, '2026-12-01T09:00:00Z', { destacado: true }),
    event(4, '2026-10-01T09:00:00Z', {
      caducado: true,
      categoria: 'Ferias',
      categoriaSlug: 'ferias',
    }),
  ];

  it('sorts by day descending with featured events first in their day', () => {
    expect(
      filterEvents(events, { categoria: null, cuando: 'todos' }).map((e) => e.idEvento),
    ).toEqual([2, 3, 1, 4]);
  });

  it('opens on upcoming events, soonest first with featured events first in their day', () => {
    expect(
      filterEvents(events, { categoria: null, cuando: defaultEventWhen }).map((e) => e.idEvento),
    ).toEqual([3, 1, 2]);
  });

  it('filters by category and by past or future', () => {
    expect(
      filterEvents(events, { categoria: 'ferias', cuando: 'todos' }).map((e) => e.idEvento),
    ).toEqual([4]);
    expect(
      filterEvents(events, { categoria: null, cuando: 'pasados' }).map((e) => e.idEvento),
    ).toEqual([4]);
    expect(filterEvents(events, { categoria: null, cuando: 'proximos' })).toHaveLength(3);
  });

  it("lists each category once, a listed one in the reader's language", () => {
    expect(categoriesOf(events, translations.getFixedT('es', 'events'), 'es')).toEqual([
      { value: 'ferias', label: 'Ferias' },
      { value: 'talleres', label: 'Talleres' },
    ]);
    // «Ferias» was typed before the list existed: it stays as it was written.
    expect(categoriesOf(events, translations.getFixedT('en', 'events'), 'en')).toEqual([
      { value: 'ferias', label: 'Ferias' },
      { value: 'talleres', label: 'Workshops' },
    ]);
  });
});
