// Kept apart from the offer schemas: the offer lists read the facet names without loading zod.

/** The facets of the offer lists, each a list of ids of its reference list. */
export const offerFacetNames = [
  'contrato',
  'salario',
  'titulaciones',
  'areasTitulaciones',
  'areaFuncional',
  'tituloPrograma',
  'nivelesTitulaciones',
  'tiposFormacion',
] as const;
export type OfferFacetName = (typeof offerFacetNames)[number];
