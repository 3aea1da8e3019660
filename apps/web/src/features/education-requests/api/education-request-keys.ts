/** Query keys of an education centre's requests. */
export const educationRequestKeys = {
  all: ['education-requests'] as const,
  menu: () => [...educationRequestKeys.all, 'menu'] as const,
  list: () => [...educationRequestKeys.all, 'list'] as const,
  one: (id: number) => [...educationRequestKeys.all, 'one', id] as const,
};
