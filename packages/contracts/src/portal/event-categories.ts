/**
 * The categories the careers office files an event under, by slug (the /eventos filter), with the
 * Spanish name lists show. Events saved before the list existed keep their free-text category,
 * which stays readable and can be kept unchanged when such an event is edited.
 */
export const eventCategoryNames = {
  'ferias-de-empleo': 'Ferias de empleo',
  talleres: 'Talleres',
  orientacion: 'Orientación',
  emprendimiento: 'Emprendimiento',
  charlas: 'Charlas y conferencias',
  'encuentros-con-empresas': 'Encuentros con empresas',
  'otros-eventos': 'Otros eventos',
} as const;

export type EventCategory = keyof typeof eventCategoryNames;

export const eventCategories = Object.keys(eventCategoryNames) as EventCategory[];

export const isEventCategory = (value: string): value is EventCategory =>
  Object.hasOwn(eventCategoryNames, value);

/** The list's slug of a stored category name, or null for an older free-text one. */
export const eventCategoryOfName = (name: string): EventCategory | null =>
  eventCategories.find((slug) => eventCategoryNames[slug] === name) ?? null;
