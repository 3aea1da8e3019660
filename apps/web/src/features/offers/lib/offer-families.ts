import type { OfferFamily, RouteName } from '@portal/contracts';

interface FamilyRoutes {
  family: OfferFamily;
  list: RouteName;
  sheet: RouteName;
}

/** Each offer family with its list and sheet routes (route names). */
export const offerFamilyRoutes: readonly FamilyRoutes[] = [
  { family: 'practicas', list: 'ofertas_practicas', sheet: 'ficha_oferta_alumno_practicas' },
  {
    family: 'practicastitulados',
    list: 'ofertas_practicas_titulados',
    sheet: 'ficha_oferta_alumno_practicas_titulados',
  },
  { family: 'empleo', list: 'ofertas_empleo', sheet: 'ficha_oferta_alumno_empleo' },
];

/** The family of a list or sheet route, or null for any other route. */
export function familyOfRoute(name: RouteName | undefined): OfferFamily | null {
  return offerFamilyRoutes.find((f) => f.list === name || f.sheet === name)?.family ?? null;
}

export function routesOfFamily(family: OfferFamily): FamilyRoutes {
  const found = offerFamilyRoutes.find((f) => f.family === family);
  if (found === undefined) {
    throw new Error(`unknown offer family ${family}`);
  }
  return found;
}

/** The family of an offer item: idperfil 1 is employment, 2 internships. */
export function familyOfItem(item: { idperfil: number; paraTitulados: boolean }): OfferFamily {
  if (item.idperfil === 1) {
    return 'empleo';
  }
  return item.paraTitulados ? 'practicastitulados' : 'practicas';
}
