import {
  offerStateNames,
  type CompanyOfferSheet,
  type OfferActions,
  type OfferForm,
  type OfferFormValues,
  type OfferSaved,
  type OfferSheet,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { estadosCandidaturasAlumno, programasInformaticos } from '../domains/data/index.ts';
import type { OfferRow } from '../offers/offers.table.ts';
import { offerUrl } from '../offers/offers.mapper.ts';
import type { candidateCounts, OfferInsert, OfferRelations } from './company-offers.repository.ts';

const numeric = (value: number | undefined) => (value === undefined ? null : value.toFixed(2));
const fromNumeric = (value: string | null) => (value === null ? null : Number(value));
const stateName = (estado: number) => offerStateNames[estado] ?? String(estado);
const applicationStateNames = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));
const skillNames = new Map(programasInformaticos.map((p) => [p.id, p.descripcion]));

/** The columns a saved form sets (family-specific fields are null outside their family). */
export function toOfferColumns(form: OfferForm, descripcion: string): Partial<OfferInsert> {
  const student = form.familia === 'practicas';
  return {
    titulo: form.titulo,
    descripcion,
    requisitos: form.requisitos ?? '',
    plazas: form.plazas,
    idSector: form.idSector,
    idTipoContrato: form.idTipoContrato,
    idAreaFuncional: form.idAreaFuncional ?? null,
    idProvincia: form.idProvincia ?? null,
    idLocalidad: form.idLocalidad ?? null,
    idRangoSalarial: form.idRangoSalarial ?? null,
    idTipoFormacion: form.idTipoFormacion ?? null,
    curricular: student ? (form.curricular ?? null) : null,
    nivelEstudiantes: student ? (form.nivelEstudiantes ?? null) : null,
    creditosMinimos: student ? (form.creditosMinimos ?? null) : null,
    paraIntermediacion: form.familia === 'empleo' && form.paraIntermediacion,
    requiereCvPropio: form.requiereCvPropio,
    idPrograma: form.idPrograma ?? null,
    fechaFinInscripcion: form.fechaFinInscripcion ?? null,
    fechaInicio: form.fechaInicio ?? null,
    fechaFin: form.fechaFin ?? null,
    horasDia: numeric(form.horasDia),
    diasSemana: form.diasSemana ?? null,
    meses: form.meses ?? null,
    dedicacion: form.dedicacion ?? null,
    remuneracion: numeric(form.remuneracion),
    tutorNombre: form.tutorNombre ?? null,
    tutorEmail: form.tutorEmail ?? null,
  };
}

export const toRelations = (form: OfferForm): OfferRelations => ({
  degreeIds: form.titulaciones,
  languages: form.idiomas,
  skillIds: form.conocimientosInformaticos,
});

export function toOfferSaved(row: OfferRow): OfferSaved {
  return {
    idOferta: row.id,
    familia: row.familia,
    idEstado: row.estado,
    Estado: stateName(row.estado),
    urlAcceso: offerUrl(row.id, row.titulo),
  };
}

/** The stored offer in the form's shape, to edit it. */
export function toOfferFormValues(row: OfferRow, relations: OfferRelations): OfferFormValues {
  return {
    idOferta: row.id,
    idEstado: row.estado,
    Estado: stateName(row.estado),
    familia: row.familia,
    titulo: row.titulo,
    plazas: row.plazas,
    idSector: row.idSector,
    idTipoContrato: row.idTipoContrato,
    titulaciones: relations.degreeIds,
    idAreaFuncional: row.idAreaFuncional,
    idProvincia: row.idProvincia,
    idLocalidad: row.idLocalidad,
    descripcion: row.descripcion,
    requisitos: row.requisitos,
    idiomas: relations.languages,
    conocimientosInformaticos: relations.skillIds,
    creditosMinimos: row.creditosMinimos,
    fechaFinInscripcion: row.fechaFinInscripcion,
    fechaInicio: row.fechaInicio,
    fechaFin: row.fechaFin,
    horasDia: fromNumeric(row.horasDia),
    diasSemana: row.diasSemana,
    meses: row.meses,
    dedicacion: row.dedicacion,
    remuneracion: fromNumeric(row.remuneracion),
    idRangoSalarial: row.idRangoSalarial,
    idTipoFormacion: row.idTipoFormacion,
    tutorNombre: row.tutorNombre,
    tutorEmail: row.tutorEmail,
    curricular: row.curricular,
    nivelEstudiantes: row.nivelEstudiantes,
    requiereCvPropio: row.requiereCvPropio,
    paraIntermediacion: row.paraIntermediacion,
    idPrograma: row.idPrograma,
  };
}

/** The company's sheet: the candidate's sheet of the offer plus what only the company sees. */
export function toCompanyOfferSheet(
  sheet: OfferSheet,
  row: OfferRow,
  extra: {
    skillIds: number[];
    counts: Awaited<ReturnType<typeof candidateCounts>>;
    caducada: boolean;
    acciones: OfferActions;
  },
): CompanyOfferSheet {
  const { candidatura: _mine, documentosFirma: _documents, ...shared } = sheet;
  return {
    ...shared,
    idEstado: row.estado,
    Estado: stateName(row.estado),
    motivoRechazo: row.motivoRechazo,
    fechaValidacion: row.fechaValidacion === null ? null : toDdMmYyyy(row.fechaValidacion),
    caducada: extra.caducada,
    conocimientosInformaticos: extra.skillIds.map((id) => ({
      id,
      descripcion: skillNames.get(id) ?? String(id),
    })),
    numCandidatos: extra.counts.reduce((sum, c) => sum + c.total, 0),
    numCandidatosNoLeidos: extra.counts.reduce((sum, c) => sum + c.unread, 0),
    candidatosPorEstado: extra.counts.map((c) => ({
      idEstado: c.estado,
      Estado: applicationStateNames.get(c.estado) ?? String(c.estado),
      total: c.total,
    })),
    acciones: extra.acciones,
  };
}
