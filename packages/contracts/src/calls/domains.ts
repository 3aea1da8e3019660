import { z } from 'zod';
import {
  allDomainsSchema,
  degreeRefSchema,
  domainListSchemas,
  educationCentreSchema,
  facultySchema,
  languageItemSchema,
  provinceParamsSchema,
  type DomainListName,
} from '../portal/domains.ts';
import { defineCall } from './define-call.ts';

const tags = ['Dominios'];
const auth = 'public';

/** `GET /api/Dominios/{name}`: one reference list, served from memory with an ETag. */
const list = <const N extends DomainListName>(name: N) =>
  defineCall({
    method: 'GET',
    path: `/api/Dominios/${name}`,
    auth,
    summary: `Reference list ${name}`,
    tags,
    response: domainListSchemas[name],
    codes: [],
  });

/**
 * Reference data (Domain lists Domains). Each list is its own call, named by its
 * wire name (`domainCalls.provincias`), so the web gets each list's shape from its declaration.
 */
export const domainCalls = {
  all: defineCall({
    method: 'GET',
    path: '/api/Dominios/dominios',
    auth,
    summary: 'Every reference list at once',
    tags,
    response: allDomainsSchema,
    codes: [],
  }),
  paises: list('paises'),
  provincias: list('provincias'),
  localidades: list('localidades'),
  areasFuncionales: list('areasFuncionales'),
  sectoresActividad: list('sectoresActividad'),
  convocatoriasEmpleo: list('convocatoriasEmpleo'),
  tiposContrato: list('tiposContrato'),
  ambitos: list('ambitos'),
  titulaciones: list('titulaciones'),
  tipoMotivoCambioEstadoCandidatura: list('tipoMotivoCambioEstadoCandidatura'),
  estadosCandidaturasAlumno: list('estadosCandidaturasAlumno'),
  idiomas: list('idiomas'),
  nivelesIdioma: list('nivelesIdioma'),
  meses: list('meses'),
  programasInformaticos: list('programasInformaticos'),
  tiposFormacion: list('tiposFormacion'),
  nivelesTitulaciones: list('nivelesTitulaciones'),
  rangosSalariales: list('rangosSalariales'),
  tiposDocumentacion: list('tiposDocumentacion'),
  tiposContactoEmpresa: list('tiposContactoEmpresa'),
  facultades: list('facultades'),
  aniosForoEmpleo: list('aniosForoEmpleo'),
  /** The CEFR levels under the short name the issue uses (same data as `nivelesIdioma`). */
  niveles: defineCall({
    method: 'GET',
    path: '/api/Dominios/niveles',
    auth,
    summary: 'Reference list niveles (alias of nivelesIdioma)',
    tags,
    response: z.array(languageItemSchema),
    codes: [],
  }),
  centresOfProvince: defineCall({
    method: 'GET',
    path: '/api/Dominios/centrosEducativosDeProvincia/:idProvincia',
    auth,
    summary: 'Education-internship centres of a province',
    tags,
    params: provinceParamsSchema,
    response: z.array(educationCentreSchema),
    codes: [],
  }),
  facultiesOfDegree: defineCall({
    method: 'GET',
    path: '/api/Dominios/facultadesDeTitulacion/:idTitulacion',
    auth,
    summary: 'Faculties that teach a degree',
    tags,
    params: degreeRefSchema,
    response: z.array(facultySchema),
    codes: [],
  }),
  facultiesOfDegreeByQuery: defineCall({
    method: 'GET',
    path: '/api/Dominios/facultadesDeTitulacion',
    auth,
    summary: 'Faculties that teach a degree (degree in the query string)',
    tags,
    query: degreeRefSchema,
    response: z.array(facultySchema),
    codes: [],
  }),
};

/** The calls of single lists by wire name (what `GET /api/Dominios/{name}` serves). */
export type DomainListCall = (typeof domainCalls)[DomainListName];
