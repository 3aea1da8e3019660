// Reference data served by GET /api/Dominios/{list} (and). The JSON files beside
// this module are the committed source of truth; SOURCES.md says where each one comes from, when
// it was built and how to regenerate it. Everything exported here is frozen and typed read-only.
import { offerFamilySchema, type OfferFamily } from '@portal/contracts';
import ambitosJson from './ambitos.json' with { type: 'json' };
import areasFuncionalesJson from './areasFuncionales.json' with { type: 'json' };
import centrosEducativosJson from './centrosEducativos.json' with { type: 'json' };
import convocatoriasEmpleoJson from './convocatoriasEmpleo.json' with { type: 'json' };
import estadosCandidaturasAlumnoJson from './estadosCandidaturasAlumno.json' with { type: 'json' };
import facultadesJson from './facultades.json' with { type: 'json' };
import idiomasJson from './idiomas.json' with { type: 'json' };
import mesesJson from './meses.json' with { type: 'json' };
import municipiosJson from './municipios.json' with { type: 'json' };
import nivelesIdiomaJson from './nivelesIdioma.json' with { type: 'json' };
import nivelesTitulacionesJson from './nivelesTitulaciones.json' with { type: 'json' };
import paisesJson from './paises.json' with { type: 'json' };
import programasInformaticosJson from './programasInformaticos.json' with { type: 'json' };
import provinciasJson from './provincias.json' with { type: 'json' };
import rangosSalarialesJson from './rangosSalariales.json' with { type: 'json' };
import sectoresActividadJson from './sectoresActividad.json' with { type: 'json' };
import tipoMotivoCambioEstadoCandidaturaJson from './tipoMotivoCambioEstadoCandidatura.json' with { type: 'json' };
import tiposContactoEmpresaJson from './tiposContactoEmpresa.json' with { type: 'json' };
import tiposContratoJson from './tiposContrato.json' with { type: 'json' };
import tiposDocumentacionJson from './tiposDocumentacion.json' with { type: 'json' };
import tiposFormacionJson from './tiposFormacion.json' with { type: 'json' };
import titulacionesJson from './titulaciones.json' with { type: 'json' };

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** The common `{ id, descripcion }` shape of most lists. */
export interface ItemDominio {
  readonly id: number;
  readonly descripcion: string;
  /** The English text (reference lists carry both languages), where the list has it. */
  readonly descripcionEn?: string;
}

export interface Pais extends ItemDominio {
  readonly iso2: string;
  readonly iso3: string;
  /** ISO 3166-1 numeric code, zero-padded ("004"). */
  readonly numerico: string;
  /**
   * Spanish name (i18n-iso-countries, es). `descripcion` and `descripcionEn` repeat the two names
   * for uniform selects.
   */
  readonly nombre: string;
  readonly nombreEn: string;
  /** Member of the European Union. */
  readonly ue: boolean;
  /** EU, other EEA states or Switzerland: no work permit needed (free movement). */
  readonly eee: boolean;
}

export interface Provincia extends ItemDominio {
  /** INE province number 1–52; 53 is "Desconocido" (no municipalities). */
  readonly nombre: string;
  /** Official INE name ("Coruña, A"); null for 53. */
  readonly nombreIne: string | null;
}

export interface Municipio {
  /** INE code CPRO+CMUN as a number (28079 = Madrid). */
  readonly id: number;
  readonly idProvincia: number;
  /** Official INE name as published ("Rozas de Madrid, Las", "Alicante/Alacant"). */
  readonly nombre: string;
  /** Natural-order name when INE puts the article after a comma ("Las Rozas de Madrid"). */
  readonly nombreMostrado?: string;
}

/** A municipality as listed in `localidades`: `descripcion` is the name to show. */
export interface Localidad extends Municipio {
  readonly descripcion: string;
}

export type EspecialidadAmbitoEstudio = ItemDominio;

export interface AmbitoEstudio extends ItemDominio {
  /** Same text as `descripcion`, under the field name the spec uses for ámbitos. */
  readonly ambitoEstudo: string;
  readonly especialidadesAmbitoEstudio: readonly EspecialidadAmbitoEstudio[];
}

export type NivelTitulacion = 'grado' | 'master' | 'doctorado';

export interface Titulacion extends ItemDominio {
  readonly nivel: NivelTitulacion;
  readonly idAmbito: number;
  readonly idEspecialidad: number;
  /** Faculty or school that manages the degree. */
  readonly idFacultad: number;
  /** Other faculties that also teach it (double degrees, affiliated centres). */
  readonly idFacultadesAdicionales: readonly number[];
  readonly valeParaPracticasEstudiantes: boolean;
  /** Pre-Bologna or otherwise extinct study plan (kept for CVs of older graduates). */
  readonly extinguida: boolean;
}

export interface Facultad extends ItemDominio {
  readonly abreviatura: string;
}

export interface CentroEducativo extends ItemDominio {
  readonly idProvincia: number;
  readonly tipo: string;
  /** Municipality name to show, and its INE code in municipios. */
  readonly localidad: string;
  readonly idLocalidad: number;
}

export interface MotivoCambioEstadoCandidatura {
  readonly idMotivo: number;
  /** Target state of the change: 17 (rejected by the candidate). */
  readonly idEstado: number;
  readonly descripcion: string;
  readonly descripcionEn?: string;
}

export interface EstadoCandidaturaAlumno extends ItemDominio {
  readonly descripcionEn: string;
  /** No further transition leaves this state. */
  readonly final: boolean;
}

export interface Idioma extends ItemDominio {
  /** ISO 639-1 code ("lse" for Spanish Sign Language, which has none). */
  readonly codigo: string;
  readonly descripcionEn: string;
}

export interface NivelIdioma extends ItemDominio {
  /** CEFR level A1–C2, or NATIVO. */
  readonly codigo: string;
  readonly descripcionEn: string;
}

export interface Mes extends ItemDominio {
  readonly descripcionEn: string;
}

export interface ConvocatoriaEmpleo extends ItemDominio {
  readonly activa: boolean;
}

export interface ProgramaInformatico extends ItemDominio {
  readonly categoria: string;
  /** The category's English name (the programs' own names are the same in both languages). */
  readonly categoriaEn: string;
}

export interface SectorActividad extends ItemDominio {
  /** CNAE-2009 section letter the sector belongs to. */
  readonly cnae: string;
}

export interface TipoContrato extends ItemDominio {
  /** An employment contract (false for freelance/commercial and non-employment internships). */
  readonly laboral: boolean;
  /**
   * Offer families the contract fits: a student internship is non-employment by law, so it only
   * takes the grant / non-employment type; graduate internships add the training and research
   * contracts; employment takes every contract but the non-employment internship.
   */
  readonly familias: readonly OfferFamily[];
}

export interface RangoSalarial extends ItemDominio {
  /** Gross yearly salary in euros; null = open end. Both null: not stated. */
  readonly min: number | null;
  readonly max: number | null;
}

export interface TipoContactoEmpresa extends ItemDominio {
  /** The contact type used when none is chosen (id 9). */
  readonly porDefecto: boolean;
}

/** Wire shape of one province. */
export interface ProvinciaWire {
  readonly idProvincia: string;
  readonly nameProvincia: string;
  /** INE municipality code → municipality name in upper case. */
  readonly localidades: Readonly<Record<number, string>>;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function freezeRows<T extends object>(rows: T[]): readonly Readonly<T>[] {
  for (const row of rows) {Object.freeze(row);}
  return Object.freeze(rows);
}

function asNivel(value: string, id: number): NivelTitulacion {
  if (value === 'grado' || value === 'master' || value === 'doctorado') {return value;}
  throw new Error(`titulaciones.json: id ${id} has an unknown nivel "${value}"`);
}

/** Upper case as Spanish writes it ("Las Rozas de Madrid" → "LAS ROZAS DE MADRID"). */
export function mayusculas(text: string): string {
  return text.toLocaleUpperCase('es-ES');
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

export const paises: readonly Pais[] = freezeRows(
  paisesJson.map((p) => ({ ...p, descripcion: p.nombre, descripcionEn: p.nombreEn })),
);

export const ID_ESPANA = 1;
/** Province id for "unknown"/abroad; it has no municipalities. */
export const ID_PROVINCIA_DESCONOCIDA = 53;

export const provincias: readonly Provincia[] = freezeRows(
  provinciasJson.map((p) => ({ ...p, descripcion: p.nombre })),
);

export const municipios: readonly Municipio[] = freezeRows(
  municipiosJson.map((m): Municipio => ({ ...m })),
);

export const localidades: readonly Localidad[] = freezeRows(
  municipios.map((m) => ({ ...m, descripcion: m.nombreMostrado ?? m.nombre })),
);

export const ambitos: readonly AmbitoEstudio[] = freezeRows(
  ambitosJson.map((a) => ({
    id: a.id,
    descripcion: a.descripcion,
    descripcionEn: a.descripcionEn,
    ambitoEstudo: a.descripcion,
    especialidadesAmbitoEstudio: freezeRows(a.especialidadesAmbitoEstudio.map((e) => ({ ...e }))),
  })),
);

export const titulaciones: readonly Titulacion[] = freezeRows(
  titulacionesJson.map((t) => ({
    ...t,
    nivel: asNivel(t.nivel, t.id),
    idFacultadesAdicionales: Object.freeze([...t.idFacultadesAdicionales]),
  })),
);

export const facultades: readonly Facultad[] = freezeRows(facultadesJson.map((f) => ({ ...f })));

export const centrosEducativos: readonly CentroEducativo[] = freezeRows(
  centrosEducativosJson.map((c) => ({ ...c })),
);

export const areasFuncionales: readonly ItemDominio[] = freezeRows(
  areasFuncionalesJson.map((a) => ({ ...a })),
);
export const sectoresActividad: readonly SectorActividad[] = freezeRows(
  sectoresActividadJson.map((s) => ({ ...s })),
);
export const convocatoriasEmpleo: readonly ConvocatoriaEmpleo[] = freezeRows(
  convocatoriasEmpleoJson.map((c) => ({ ...c })),
);
export const tiposContrato: readonly TipoContrato[] = freezeRows(
  tiposContratoJson.map((t) => ({ ...t, familias: t.familias.map((f) => offerFamilySchema.parse(f)) })),
);
export const tipoMotivoCambioEstadoCandidatura: readonly MotivoCambioEstadoCandidatura[] =
  freezeRows(tipoMotivoCambioEstadoCandidaturaJson.map((m) => ({ ...m })));
export const estadosCandidaturasAlumno: readonly EstadoCandidaturaAlumno[] = freezeRows(
  estadosCandidaturasAlumnoJson.map((e) => ({ ...e })),
);
export const idiomas: readonly Idioma[] = freezeRows(idiomasJson.map((i) => ({ ...i })));
export const nivelesIdioma: readonly NivelIdioma[] = freezeRows(
  nivelesIdiomaJson.map((n) => ({ ...n })),
);
export const meses: readonly Mes[] = freezeRows(mesesJson.map((m) => ({ ...m })));
export const programasInformaticos: readonly ProgramaInformatico[] = freezeRows(
  programasInformaticosJson.map((p) => ({ ...p })),
);
export const tiposFormacion: readonly ItemDominio[] = freezeRows(
  tiposFormacionJson.map((t) => ({ ...t })),
);
export const nivelesTitulaciones: readonly ItemDominio[] = freezeRows(
  nivelesTitulacionesJson.map((n) => ({ ...n })),
);
export const rangosSalariales: readonly RangoSalarial[] = freezeRows(
  rangosSalarialesJson.map((r) => ({ ...r })),
);
export const tiposDocumentacion: readonly ItemDominio[] = freezeRows(
  tiposDocumentacionJson.map((t) => ({ ...t })),
);
export const tiposContactoEmpresa: readonly TipoContactoEmpresa[] = freezeRows(
  tiposContactoEmpresaJson.map((t) => ({ ...t })),
);

/** Application states the code refers to by id (see SOURCES.md for the state machine). */
export const ESTADO_CANDIDATURA = Object.freeze({
  INSCRITO: 1,
  EN_REVISION: 2,
  PRESELECCIONADO: 3,
  ENTREVISTA: 4,
  SELECCIONADO: 5,
  DESCARTADO: 6,
  CONTRATADO: 7,
  RETIRADA: 8,
  OFERTA_CERRADA: 9,
  PREINSCRITO: 16,
  RECHAZADA_POR_CANDIDATO: 17,
} as const);

/** Default company contact type (spec: contact type 9). */
export const ID_TIPO_CONTACTO_POR_DEFECTO = 9;

/** Documentation sections (1 agreements, 2 internship annexes, 3 notas informativas, 4 others). */
export const TIPO_DOCUMENTACION = Object.freeze({
  CONVENIOS: 1,
  ANEXOS_PRACTICAS: 2,
  NOTAS_INFORMATIVAS: 3,
  OTROS: 4,
} as const);

// ---------------------------------------------------------------------------------------------
// The wire list names of GET /api/Dominios/{list}
// ---------------------------------------------------------------------------------------------

export const domainLists = Object.freeze({
  paises,
  provincias,
  localidades,
  areasFuncionales,
  sectoresActividad,
  convocatoriasEmpleo,
  tiposContrato,
  ambitos,
  titulaciones,
  tipoMotivoCambioEstadoCandidatura,
  estadosCandidaturasAlumno,
  idiomas,
  nivelesIdioma,
  meses,
  programasInformaticos,
  tiposFormacion,
  nivelesTitulaciones,
  rangosSalariales,
  tiposDocumentacion,
  tiposContactoEmpresa,
  facultades,
} as const);

export type DomainListName = keyof typeof domainLists;

export const domainListNames: readonly DomainListName[] = Object.freeze([
  'paises',
  'provincias',
  'localidades',
  'areasFuncionales',
  'sectoresActividad',
  'convocatoriasEmpleo',
  'tiposContrato',
  'ambitos',
  'titulaciones',
  'tipoMotivoCambioEstadoCandidatura',
  'estadosCandidaturasAlumno',
  'idiomas',
  'nivelesIdioma',
  'meses',
  'programasInformaticos',
  'tiposFormacion',
  'nivelesTitulaciones',
  'rangosSalariales',
  'tiposDocumentacion',
  'tiposContactoEmpresa',
  'facultades',
]);

export function isDomainListName(name: string): name is DomainListName {
  return Object.hasOwn(domainLists, name);
}

// ---------------------------------------------------------------------------------------------
// Look-ups
// ---------------------------------------------------------------------------------------------

const municipiosPorProvincia = new Map<number, Municipio[]>();
for (const m of municipios) {
  const list = municipiosPorProvincia.get(m.idProvincia);
  if (list) {list.push(m);}
  else {municipiosPorProvincia.set(m.idProvincia, [m]);}
}

const municipioPorId = new Map(municipios.map((m) => [m.id, m]));

export function municipioPorCodigo(id: number): Municipio | undefined {
  return municipioPorId.get(id);
}

export function localidadesDeProvincia(idProvincia: number): readonly Localidad[] {
  return localidades.filter((l) => l.idProvincia === idProvincia);
}

/** Spec wire shape; 53 (Desconocido) gives an empty map, an unknown id gives undefined. */
export function provinciaWire(idProvincia: number): ProvinciaWire | undefined {
  const provincia = provincias.find((p) => p.id === idProvincia);
  if (!provincia) {return undefined;}
  const localidadesMap: Record<number, string> = {};
  for (const m of municipiosPorProvincia.get(idProvincia) ?? []) {
    localidadesMap[m.id] = mayusculas(m.nombreMostrado ?? m.nombre);
  }
  return Object.freeze({
    idProvincia: String(provincia.id),
    nameProvincia: provincia.nombre,
    localidades: Object.freeze(localidadesMap),
  });
}

/** Every province in the wire shape, in id order (1–53). */
export function provinciasWire(): readonly ProvinciaWire[] {
  const out: ProvinciaWire[] = [];
  for (const p of provincias) {
    const wire = provinciaWire(p.id);
    if (wire) {out.push(wire);}
  }
  return Object.freeze(out);
}

/** Faculties that teach a degree: the managing one first, then the others. */
export function facultadesDeTitulacion(idTitulacion: number): readonly Facultad[] {
  const titulacion = titulaciones.find((t) => t.id === idTitulacion);
  if (!titulacion) {return [];}
  const ids = [titulacion.idFacultad, ...titulacion.idFacultadesAdicionales];
  return ids.flatMap((id) => facultades.filter((f) => f.id === id));
}

/** Education-internship centres (demo data) of a province. */
export function centrosEducativosDeProvincia(idProvincia: number): readonly CentroEducativo[] {
  return centrosEducativos.filter((c) => c.idProvincia === idProvincia);
}

export function paisPorId(id: number): Pais | undefined {
  return paises.find((p) => p.id === id);
}

/**
 * Spec: a work permit is mandatory for non-EU nationals, so Norway, Iceland, Liechtenstein
 * and Switzerland nationals need one too.
 */
export function necesitaPermisoTrabajo(idPaisNacionalidad: number): boolean {
  const pais = paisPorId(idPaisNacionalidad);
  return pais ? !pais.ue : true;
}
