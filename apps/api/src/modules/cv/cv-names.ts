import { periodosPreferenciaPracticas } from '@portal/contracts';
import { paisPorId } from '../domains/data/index.ts';
import { degreeName, languageName } from '../domains/domain-lookups.ts';
import { cvDomains } from './cv.mapper.ts';

export type CvLanguage = 'es' | 'en';

/**
 * A CV's names from the reference lists in the reader's language: the CV carries the Spanish ones
 * (and their ids); what the candidate typed stays as typed.
 */
export function cvNamesIn(language: CvLanguage) {
  const english = language === 'en';
  const fromList = (
    list: { get: (id: number) => { descripcionEn?: string } | undefined },
    id: number | null,
    spanish: string | null,
  ) => (english && id !== null ? (list.get(id)?.descripcionEn ?? spanish) : spanish);
  return {
    nationality: (p: { idPaisNacionalidad: number | null; nacionalidad: string | null }) =>
      english && p.idPaisNacionalidad !== null
        ? (paisPorId(p.idPaisNacionalidad)?.nombreEn ?? p.nacionalidad)
        : p.nacionalidad,
    degree: (id: number | null, spanish: string) =>
      english && id !== null ? (degreeName(id, language) ?? spanish) : spanish,
    language: (id: number, spanish: string) =>
      english ? (languageName(id, language) ?? spanish) : spanish,
    area: (id: number | null, spanish: string | null) => fromList(cvDomains.area, id, spanish),
    program: (id: number, spanish: string) => fromList(cvDomains.programa, id, spanish) ?? spanish,
    period: (id: number | null) => {
      const found = periodosPreferenciaPracticas.find((x) => x.id === id);
      return found === undefined ? null : english ? found.descripcionEn : found.descripcion;
    },
  };
}
