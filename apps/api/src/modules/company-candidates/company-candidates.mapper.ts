import {
  candidateDocumentTypeText,
  type CandidateCv,
  type CompanyCandidate,
  type Cv,
  type CvFieldSettings,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { nivelesIdioma, provincias } from '../domains/data/index.ts';
import { shownOnly } from '../cv/cv-field-rules.ts';
import { cvNamesIn } from '../cv/cv-names.ts';
import { degreeName } from '../domains/domain-lookups.ts';
import { offerUrl } from '../offers/offers.mapper.ts';
import { applicationStateName, companyNextStates } from './company-candidates.policy.ts';
import type {
  CandidateRow,
  findCvExtras,
  OwnedApplication,
} from './company-candidates.repository.ts';

const names = (items: readonly { id: number; descripcion: string }[]) =>
  new Map(items.map((i) => [i.id, i.descripcion]));
const provinceNames = names(provincias);
/** A language level's description by its code (B2 → its name in the reference list). */
const levelNames = new Map(nivelesIdioma.map((n) => [n.codigo, n.descripcion]));
const levelNamesEn = new Map(nivelesIdioma.map((n) => [n.codigo, n.descripcionEn]));

const nameOf = (map: Map<number, string>, id: number | null) =>
  id === null ? null : (map.get(id) ?? null);
const day = (value: Date | string | null) => (value === null ? null : toDdMmYyyy(value));
const instantDay = (value: Date | string | null, fallback: Date) =>
  toDdMmYyyy(value === null ? fallback : new Date(value));

/** The CV (and the contact data) stays hidden while the candidate has documents to sign. */
export const cvVisible = (row: { pendienteFirma: boolean }) => !row.pendienteFirma;

/**
 * A row of the list; contact data the brand hides on the CV (`camposCv`) is left out too. Degrees
 * are named in the reader's language; the state keeps the server's name (`Estado`), which the web
 * names again by its id.
 */
export function toCompanyCandidate(
  row: CandidateRow,
  flags: CvFieldSettings['personales'],
  language: 'es' | 'en' = 'es',
): CompanyCandidate {
  const visible = cvVisible(row);
  const shown = shownOnly(flags, {
    email: row.email,
    telefono: row.telefono,
    idProvincia: row.idProvincia,
  });
  return {
    idCandidatura: row.id,
    idOferta: row.offerId,
    nombre: row.nombre,
    apellidos: row.apellidos,
    email: visible ? shown.email : null,
    telefono: visible ? shown.telefono : null,
    titulaciones: row.degreeIds.flatMap((id) => degreeName(id, language) ?? []),
    provincia: nameOf(provinceNames, shown.idProvincia),
    idEstado: row.estado,
    Estado: applicationStateName(row.estado),
    fecha: toDdMmYyyy(row.createdAt),
    fechaEstado: instantDay(row.cambioEstado, row.createdAt),
    leida: row.leida,
    cvVisible: visible,
    transiciones: companyNextStates(row),
  };
}

/**
 * dameCandidato: the application and the CV as the candidate's own `toCv` builds it, so what the
 * brand hides (`camposCv`) is absent here exactly as on /cv and in the PDF. The application's date
 * is its history's first entry (one source of dates with the history shown beside it).
 */
export function toCandidateCv(
  application: OwnedApplication,
  cv: Cv,
  shared: Awaited<ReturnType<typeof findCvExtras>>,
  language: 'es' | 'en' = 'es',
): CandidateCv {
  const p = cv.personales;
  const names = cvNamesIn(language);
  const applied = shared.history[0]?.fecha ?? application.createdAt;
  return {
    candidatura: {
      idCandidatura: application.id,
      idOferta: application.offerId,
      tituloOferta: application.tituloOferta,
      urlOferta: offerUrl(application.offerId, application.tituloOferta),
      idEstado: application.estado,
      Estado: applicationStateName(application.estado),
      fecha: toDdMmYyyy(applied),
      transiciones: companyNextStates(application),
      historial: shared.history.map((h) => ({
        idEstado: h.estado,
        Estado: applicationStateName(h.estado),
        fecha: toDdMmYyyy(h.fecha),
        comentario: h.comentario,
      })),
    },
    personales: {
      nombre: p.nombre,
      apellidos: p.apellidos,
      email: p.email,
      telefono: p.telefono,
      fechaNacimiento: day(p.fechaNacimiento),
      nacionalidad: names.nationality(p),
      provincia: p.provincia,
      localidad: p.localidad,
      tienePermisoTrabajo: cv.tienePermisoTrabajo,
    },
    academicos: cv.academicos.map((s) => ({
      titulacion: names.degree(s.idTitulacion, s.titulo),
      deLaUniversidad: s.deLaUniversidad,
      enCurso: s.enCurso,
      creditosSuperados: s.creditosSuperados,
      notaMedia: s.nota,
      fechaInicio: day(s.fechaInicio),
      fechaFin: day(s.fechaFin),
    })),
    idiomas: cv.idiomas.map((l) => ({
      idioma: names.language(l.idIdioma, l.idioma),
      nivel: (language === 'en' ? levelNamesEn : levelNames).get(l.nivel) ?? l.nivel,
    })),
    presentacion: cv.presentacion,
    enlacePortfolio: cv.enlacePortfolio,
    documentos: shared.documents.map((d) => ({
      idDocumento: d.id,
      idTipoDocumento: d.idTipoDocumento,
      tipo:
        candidateDocumentTypeText(d.idTipoDocumento, language)?.nombre ?? String(d.idTipoDocumento),
      nombre: d.nombre,
      bytes: d.bytes,
    })),
  };
}
