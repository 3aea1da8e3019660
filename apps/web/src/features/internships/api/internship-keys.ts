/** Query keys of my internships and the documents they request. */
export const internshipKeys = {
  all: ['internships'] as const,
  list: (tipo: 'estudiante' | 'titulado') => [...internshipKeys.all, 'list', tipo] as const,
  requested: () => [...internshipKeys.all, 'requested'] as const,
};
