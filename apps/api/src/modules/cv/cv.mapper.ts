import {
  callUrl,
  candidateDocumentCalls,
  cvCalls,
  PORTFOLIO_DOCUMENT_TYPE,
  candidateDocumentTypeText,
  type Cv,
  type CvDocument,
  type CvFieldSettings,
  type CvStudy,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { candidateDocuments } from '../candidates/candidates.table.ts';
import {
  areasFuncionales,
  idiomas,
  localidades,
  necesitaPermisoTrabajo,
  nivelesIdioma,
  paisPorId,
  programasInformaticos,
  provincias,
  titulaciones,
} from '../domains/data/index.ts';
import { domainLookup } from '../domains/domain-lookups.ts';
import { cvCompleteness, type CompletenessInput } from './cv-completeness.ts';
import { candidateFieldSettings, shownOnly } from './cv-field-rules.ts';
import type { CvParts, ProfileRow } from './cv.repository.ts';

export const cvDomains = {
  titulacion: domainLookup(titulaciones),
  idioma: domainLookup(idiomas),
  nivel: domainLookup(nivelesIdioma),
  area: domainLookup(areasFuncionales),
  programa: domainLookup(programasInformaticos),
  provincia: domainLookup(provincias),
  localidad: domainLookup(localidades),
};

/** idNivel of a level code (A1 → 1 … C2 → 6, NATIVO → 7). */
export const levelId = (code: string): number | undefined =>
  nivelesIdioma.find((n) => n.codigo === code)?.id;
const levelCode = (id: number) => cvDomains.nivel.get(id)?.codigo ?? String(id);

/** Documents a company sees with the CV (own CV, academic record, portfolio). */
export const publicDocumentTypes: readonly number[] = [1, 5, PORTFOLIO_DOCUMENT_TYPE];
/** Documents asked for by processes (social security proof, work permit, registration). */
export const processDocumentTypes: readonly number[] = [2, 3, 4];

export const documentTypeName = (id: number): string =>
  candidateDocumentTypeText(id, 'es')?.nombre ?? '';

/** Which list of the CV (documentos, documentosPrivados, documentosProcesos) a document is in. */
export const documentGroupOf = (
  idTipoDocumento: number,
): 'documentos' | 'documentosPrivados' | 'documentosProcesos' =>
  publicDocumentTypes.includes(idTipoDocumento)
    ? 'documentos'
    : processDocumentTypes.includes(idTipoDocumento)
      ? 'documentosProcesos'
      : 'documentosPrivados';

export const toCvDocument = (row: typeof candidateDocuments.$inferSelect): CvDocument => ({
  id: row.id,
  idTipoDocumento: row.idTipoDocumento,
  tipo: documentTypeName(row.idTipoDocumento),
  nombre: row.nombre,
  fecha: toDdMmYyyy(row.createdAt),
  bytes: row.bytes,
  url: callUrl(candidateDocumentCalls.file, { params: { id: row.id } }),
});

const num = (value: string | null) => (value === null ? null : Number(value));

function studiesOf(parts: CvParts, flags: CvFieldSettings['academicos']): CvStudy[] {
  // A degree the record says was left unfinished is not a qualification: the CV leaves it out.
  const university = parts.studies
    .filter((s) => s.estadoRegistro !== 'baja')
    .map<CvStudy>((s) => ({
      id: s.id,
      idTitulacion: s.idTitulacion,
      titulo: cvDomains.titulacion.get(s.idTitulacion)?.descripcion ?? '',
      deLaUniversidad: true,
      editable: s.origen === 'alumno',
      enCurso: s.enCurso,
      ...shownOnly(flags, {
        centro: s.centro,
        fechaInicio: s.fechaInicio,
        fechaFin: s.fechaFin,
        nota: num(s.notaMedia),
      }),
      creditosSuperados: num(s.creditosSuperados),
      creditosTotales: num(s.creditosTotales),
      curso: s.curso,
    }));
  const other = parts.otherStudies.map<CvStudy>((s) => ({
    id: s.id,
    idTitulacion: null,
    titulo: s.titulo,
    deLaUniversidad: false,
    editable: true,
    enCurso: false,
    ...shownOnly(flags, {
      centro: s.centro,
      fechaInicio: s.fechaInicio,
      fechaFin: s.fechaFin,
      nota: num(s.nota),
    }),
    creditosSuperados: null,
    creditosTotales: null,
    curso: null,
  }));
  return [...university, ...other];
}

/** The personal fields of the CV that the brand's flags govern, as stored (edit checks, completeness). */
export function storedPersonalValues(c: ProfileRow['candidate']) {
  return {
    DNI: c.dni,
    telefono: c.telefono,
    fechaNacimiento: c.fechaNacimiento,
    idPaisNacionalidad: c.idPaisNacionalidad,
    idProvincia: c.idProvincia,
    idLocalidad: c.idLocalidad,
    numeroSeguridadSocial: c.nss,
  };
}

export function completenessInputOf(profile: ProfileRow, parts: CvParts): CompletenessInput {
  const c = profile.candidate;
  return {
    personales: {
      nombre: profile.nombre,
      apellidos: profile.apellidos,
      email: c.emailContacto ?? profile.email,
      ...storedPersonalValues(c),
    },
    conPracticas: c.conPracticas,
    tienePermisoTrabajo: c.tienePermisoTrabajo,
    studies: parts.studies.length + parts.otherStudies.length,
    languages: parts.languages.length,
    experience: parts.experience.length,
    skills: parts.skills.length,
    computerSkills: parts.computerSkills.length,
    presentacion: c.presentacion,
    studyEntries: [
      ...parts.studies
        .filter((s) => s.origen !== 'registro')
        .map((s) => ({
          centro: s.centro,
          fechaInicio: s.fechaInicio,
          fechaFin: s.fechaFin,
          nota: s.notaMedia,
        })),
      ...parts.otherStudies.map((s) => ({
        centro: s.centro,
        fechaInicio: s.fechaInicio,
        fechaFin: s.fechaFin,
        nota: s.nota,
      })),
    ],
    experienceEntries: parts.experience.map((e) => ({
      fechaFin: e.fechaFin,
      descripcion: e.descripcion,
      idAreaFuncional: e.idAreaFuncional,
    })),
  };
}

/**
 * The wire CV of dameCvUsuario, with the brand's field flags (`campos`) it was checked against.
 * Fields the brand hides are null (`shownOnly`); the company's view and the PDF are built from it.
 */
export function toCv(profile: ProfileRow, parts: CvParts, brandFields: CvFieldSettings): Cv {
  const c = profile.candidate;
  const campos = candidateFieldSettings(brandFields, c);
  const p = shownOnly(campos.personales, {
    ...storedPersonalValues(c),
    email: c.emailContacto ?? profile.email,
  });
  const pais = p.idPaisNacionalidad === null ? undefined : paisPorId(p.idPaisNacionalidad);
  const named = (ids: number[], lookup: typeof cvDomains.area) =>
    ids.flatMap((id) => lookup.named(id) ?? []);
  return {
    personales: {
      nombre: profile.nombre,
      apellidos: profile.apellidos,
      origenNombre:
        c.verificacionOrigen === 'registro'
          ? 'expediente'
          : c.verificacionOrigen === 'sso'
            ? 'universidad'
            : 'cuenta',
      DNI: p.DNI,
      email: p.email,
      emailEstudiante: profile.email,
      comunicacionesEnEmailEstudiante: c.comunicacionesEmail,
      telefono: p.telefono,
      fechaNacimiento: p.fechaNacimiento,
      idPaisNacionalidad: p.idPaisNacionalidad,
      nacionalidad: pais?.nombre ?? null,
      idProvincia: p.idProvincia,
      provincia:
        p.idProvincia === null
          ? null
          : (cvDomains.provincia.get(p.idProvincia)?.descripcion ?? null),
      idLocalidad: p.idLocalidad,
      localidad:
        p.idLocalidad === null
          ? null
          : (cvDomains.localidad.get(p.idLocalidad)?.descripcion ?? null),
      numeroSeguridadSocial: p.numeroSeguridadSocial,
    },
    academicos: studiesOf(parts, campos.academicos),
    profesional: {
      experiencia: parts.experience.map((e) => {
        const shown = shownOnly(campos.experiencia, {
          fechaFin: e.fechaFin,
          descripcion: e.descripcion,
          idAreaFuncional: e.idAreaFuncional,
        });
        return {
          id: e.id,
          empresa: e.empresa,
          puesto: e.puesto,
          fechaInicio: e.fechaInicio,
          ...shown,
          areaFuncional:
            shown.idAreaFuncional === null
              ? null
              : (cvDomains.area.get(shown.idAreaFuncional)?.descripcion ?? null),
        };
      }),
      situacionLaboral: c.situacionLaboral,
      carnetConducir: c.carnetConducir,
      vehiculoPropio: c.vehiculoPropio,
    },
    idiomas: parts.languages.map((l) => ({
      id: l.idIdioma,
      idIdioma: l.idIdioma,
      idioma: cvDomains.idioma.get(l.idIdioma)?.descripcion ?? '',
      nivel: levelCode(l.idNivel),
      certificado: l.certificado,
    })),
    interes: {
      areasFuncionales: named(parts.interestAreas, cvDomains.area),
      movilidadGeografica: c.movilidadGeografica,
      competencias: parts.skills,
      programasInformaticos: named(parts.computerSkills, cvDomains.programa),
      otrosConocimientosInformaticos: c.otrosConocimientosInformaticos,
    },
    documentos: parts.documents
      .filter((d) => publicDocumentTypes.includes(d.idTipoDocumento))
      .map(toCvDocument),
    documentosPrivados: parts.documents
      .filter(
        (d) =>
          !publicDocumentTypes.includes(d.idTipoDocumento) &&
          !processDocumentTypes.includes(d.idTipoDocumento),
      )
      .map(toCvDocument),
    documentosProcesos: parts.documents
      .filter((d) => processDocumentTypes.includes(d.idTipoDocumento))
      .map(toCvDocument),
    urlCV: callUrl(cvCalls.pdf),
    urlImagenPerfil: c.fotoKey === null ? null : callUrl(cvCalls.photo),
    tienePermisoTrabajo: c.tienePermisoTrabajo,
    necesitaPermisoTrabajo: necesitaPermisoTrabajo(c.idPaisNacionalidad),
    idPeriodoPreferenciaPracticas: c.idPeriodoPreferenciaPracticas,
    busquedaPracticasActiva: c.busquedaPracticasActiva,
    busquedaTrabajoActiva: c.busquedaTrabajoActiva,
    presentacion: c.presentacion,
    enlacePortfolio: c.enlacePortfolio,
    conPracticas: c.conPracticas,
    conEmpleo: c.conEmpleo,
    verificado: c.verificado,
    completitud: cvCompleteness(completenessInputOf(profile, parts), campos),
    campos,
  };
}
