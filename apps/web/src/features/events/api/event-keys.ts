/** Query keys of the events pages (own prefix: the home's event card has its own). */
export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  sheet: (id: string) => [...eventKeys.all, 'sheet', id] as const,
  publicSheet: (id: string) => [...eventKeys.all, 'public-sheet', id] as const,
};
