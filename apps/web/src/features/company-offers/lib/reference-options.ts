import type { OfferFamily } from '@portal/contracts';
import { itemText } from '../../../lib/reference-lists.ts';
import { townName } from '../../../lib/towns.ts';
import type { ContractType, Degree, Province } from '../api/get-reference-lists.ts';

export interface Option {
  value: string;
  label: string;
}

/**
 * Degrees an offer of the family may ask for: current ones, and for student internships only
 * those that admit them (valeParaPracticasEstudiantes), sorted by name in the page's language.
 */
export function degreeOptions(
  degrees: readonly Degree[],
  familia: OfferFamily,
  language: string,
): Option[] {
  return degrees
    .filter((d) => !d.extinguida && (familia !== 'practicas' || d.valeParaPracticasEstudiantes))
    .map((d) => ({ value: String(d.id), label: itemText(d, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/**
 * Contract types an offer of the family may take, in list order: a student internship is a
 * non-employment internship, so it never offers an open-ended or any other employment contract.
 */
export function contractOptions(
  contracts: readonly ContractType[],
  familia: OfferFamily,
  language: string,
): Option[] {
  return contracts
    .filter((c) => c.familias.includes(familia))
    .map((c) => ({ value: String(c.id), label: itemText(c, language) }));
}

/** The towns of the chosen province (none before one is chosen), sorted by name. */
export function townOptions(provinces: readonly Province[], idProvincia: string | null): Option[] {
  if (idProvincia === null) {
    return [];
  }
  const province = provinces.find((p) => p.idProvincia === idProvincia);
  if (!province) {
    return [];
  }
  return Object.entries(province.localidades)
    .map(([value, label]) => ({ value, label: townName(label) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}
