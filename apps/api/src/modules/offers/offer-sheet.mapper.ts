import type { DocumentToSign, MyApplicationSummary, OfferSheet } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import {
  areasFuncionales,
  idiomas,
  localidades,
  nivelesIdioma,
  rangosSalariales,
  sectoresActividad,
  tiposContrato,
  tiposFormacion,
  titulaciones,
} from '../domains/data/index.ts';
import type { OfferDetail } from './offer-sheet.repository.ts';
import { provinceName, toOfferItem } from './offers.mapper.ts';
import { pendingSignatureMap } from '../signatures/signing-page.ts';

const byId = (items: readonly { id: number; descripcion: string }[]) => {
  const map = new Map(items.map((i) => [i.id, { id: i.id, descripcion: i.descripcion }]));
  return (id: number | null) => (id === null ? null : (map.get(id) ?? null));
};
const sector = byId(sectoresActividad);
const contrato = byId(tiposContrato);
const area = byId(areasFuncionales);
const rango = byId(rangosSalariales);
const formacion = byId(tiposFormacion);
const titulacion = byId(titulaciones);
const idioma = byId(idiomas);
const nivel = byId(nivelesIdioma);
const localidad = byId(localidades);

const profileText = {
  practicas: 'Prácticas para estudiantes',
  practicastitulados: 'Prácticas para titulados',
  empleo: 'Empleo',
} as const;

const day = (value: string | null) => (value === null ? null : toDdMmYyyy(value));
const num = (value: string | null) => (value === null ? null : Number(value));

export function toOfferSheet(
  detail: OfferDetail,
  mine: MyApplicationSummary | null,
  documents: DocumentToSign[],
  adhesionSolicitada: boolean,
): OfferSheet {
  const { offer, company, programme } = detail;
  const unsigned = documents
    .filter((d) => !d.firmado)
    .map((d) => ({ id: d.idDocumento, nombre: d.nombre }));
  return {
    ...toOfferItem({ ...offer, empresa: company.nombreComercial }, pendingSignatureMap(unsigned)),
    familia: offer.familia,
    programaeuropa: offer.programaEuropa,
    textoPerfilOferta: profileText[offer.familia],
    descripcion: sanitizeRichText(offer.descripcion),
    requisitos: offer.requisitos,
    plazas: offer.plazas,
    localidad: localidad(offer.idLocalidad)?.descripcion ?? null,
    sector: sector(offer.idSector),
    tipoContrato: contrato(offer.idTipoContrato),
    areaFuncional: area(offer.idAreaFuncional),
    rangoSalarial: rango(offer.idRangoSalarial),
    tipoFormacion: formacion(offer.idTipoFormacion),
    remuneracion: num(offer.remuneracion),
    horasDia: num(offer.horasDia),
    diasSemana: offer.diasSemana,
    meses: offer.meses,
    dedicacion: offer.dedicacion,
    creditosMinimos: offer.creditosMinimos,
    fechaFinInscripcion: day(offer.fechaFinInscripcion),
    fechaInicio: day(offer.fechaInicio),
    fechaFin: day(offer.fechaFin),
    paraIntermediacion: offer.paraIntermediacion,
    requiereCvPropio: offer.requiereCvPropio,
    nivelEstudiantes: offer.nivelEstudiantes,
    titulaciones: detail.degreeIds.flatMap((id) => titulacion(id) ?? []),
    idiomas: detail.languages.flatMap((l) => {
      const i = idioma(l.idIdioma);
      const n = nivel(l.idNivel);
      return i && n ? [{ idioma: i, nivel: n }] : [];
    }),
    tutor: offer.tutorNombre ? { nombre: offer.tutorNombre, email: offer.tutorEmail } : null,
    datosEmpresa: {
      nombreComercial: company.nombreComercial,
      descripcion: company.descripcion,
      web: company.web,
      provincia: provinceName(company.idProvincia),
    },
    programa: programme
      ? {
          idPrograma: programme.id,
          titulo: programme.titulo,
          urlAcceso: programme.slug,
          dedicacion: programme.dedicacion,
          meses: programme.meses,
          adhesionSolicitada,
        }
      : null,
    candidatura: mine,
    documentosFirma: documents,
  };
}
