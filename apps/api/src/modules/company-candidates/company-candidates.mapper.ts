import {
  tiposDocumentoCandidato,
  type CandidateCv,
  type CompanyCandidate,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import {
  idiomas,
  localidades,
  nivelesIdioma,
  paisPorId,
  provincias,
  titulaciones,
} from '../domains/data/index.ts';
import { offerUrl } from '../offers/offers.mapper.ts';
import { applicationStateName, companyNextStates } from './company-candidates.policy.ts';
import type { CandidateRow, findCv, OwnedApplication } from './company-candidates.repository.ts';

const names = (items: readonly { id: number; descripcion: string }[]) =>
  new Map(items.map((i) => [i.id, i.descripcion]));
const degreeNames = names(titulaciones);
const provinceNames = names(provincias);
const townNames = names(localidades);
const languageNames = names(idiomas);
const levelNames = names(nivelesIdioma);
const documentTypeNames = names(tiposDocumentoCandidato);

const nameOf = (map: Map<number, string>, id: number | null) =>
  id === null ? null : (map.get(id) ?? null);
const day = (value: Date | string | null) => (value === null ? null : toDdMmYyyy(value));
const instantDay = (value: Date | string | null, fallback: Date) =>
  toDdMmYyyy(value === null ? fallback : new Date(value));

/** The CV (and the contact data) stays hidden while the candidate has documents to sign. */
export const cvVisible = (row: { pendienteFirma: boolean }) => !row.pendienteFirma;

export function toCompanyCandidate(row: CandidateRow, degreeIds: number[]): CompanyCandidate {
  const visible = cvVisible(row);
  return {
    idCandidatura: row.id,
    idOferta: row.offerId,
    nombre: row.nombre,
    apellidos: row.apellidos,
    email: visible ? row.email : null,
    telefono: visible ? row.telefono : null,
    titulaciones: degreeIds.flatMap((id) => degreeNames.get(id) ?? []),
    provincia: nameOf(provinceNames, row.idProvincia),
    idEstado: row.estado,
    Estado: applicationStateName(row.estado),
    fecha: toDdMmYyyy(row.createdAt),
    fechaEstado: instantDay(row.cambioEstado, row.createdAt),
    leida: row.leida,
    cvVisible: visible,
    transiciones: companyNextStates(row),
  };
}

export function toCandidateCv(
  application: OwnedApplication,
  cv: Awaited<ReturnType<typeof findCv>>,
): CandidateCv {
  const profile = cv.profile;
  const town = profile?.idLocalidad ?? null;
  return {
    candidatura: {
      idCandidatura: application.id,
      idOferta: application.offerId,
      tituloOferta: application.tituloOferta,
      urlOferta: offerUrl(application.offerId, application.tituloOferta),
      idEstado: application.estado,
      Estado: applicationStateName(application.estado),
      // One source of dates (issue 19): applied on the first entry of the state history.
      fecha: toDdMmYyyy(cv.history.at(0)?.fecha ?? application.createdAt),
      transiciones: companyNextStates(application),
      historial: cv.history.map((h) => ({
        idEstado: h.estado,
        Estado: applicationStateName(h.estado),
        fecha: toDdMmYyyy(h.fecha),
        comentario: h.comentario,
      })),
    },
    personales: {
      nombre: application.nombre,
      apellidos: application.apellidos,
      email: application.email,
      telefono: application.telefono,
      fechaNacimiento: day(profile?.fechaNacimiento ?? null),
      nacionalidad: profile ? (paisPorId(profile.idPaisNacionalidad)?.nombre ?? null) : null,
      provincia: nameOf(provinceNames, application.idProvincia),
      localidad: nameOf(townNames, town),
      tienePermisoTrabajo: profile?.tienePermisoTrabajo ?? false,
    },
    academicos: cv.studies.map((s) => ({
      titulacion: degreeNames.get(s.idTitulacion) ?? String(s.idTitulacion),
      deLaUniversidad: s.deLaUniversidad,
      enCurso: s.enCurso,
      creditosSuperados: Number(s.creditosSuperados),
      notaMedia: s.notaMedia === null ? null : Number(s.notaMedia),
      fechaInicio: day(s.fechaInicio),
      fechaFin: day(s.fechaFin),
    })),
    idiomas: cv.languages.map((l) => ({
      idioma: languageNames.get(l.idIdioma) ?? String(l.idIdioma),
      nivel: levelNames.get(l.idNivel) ?? String(l.idNivel),
    })),
    presentacion: profile?.presentacion ?? null,
    enlacePortfolio: profile?.enlacePortfolio ?? null,
    documentos: cv.documents.map((d) => ({
      idDocumento: d.id,
      idTipoDocumento: d.idTipoDocumento,
      tipo: documentTypeNames.get(d.idTipoDocumento) ?? String(d.idTipoDocumento),
      nombre: d.nombre,
      bytes: d.bytes,
    })),
  };
}
