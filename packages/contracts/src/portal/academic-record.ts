import { z } from 'zod';

/**
 * The university's academic record file: one row per person and degree, in this column order
 * and with this header (CSV with `;` or `,`, UTF-8 with or without BOM or Windows-1252, or XLSX).
 */
export const recordColumns = [
  'dni',
  'nombre',
  'apellidos',
  'email_institucional',
  'email_personal',
  'fecha_nacimiento',
  'codigo_titulacion',
  'estado',
  'curso',
  'creditos_superados',
  'creditos_totales',
  'nota_media',
  'fecha_inicio',
  'fecha_fin',
  'centro',
] as const;
export type RecordColumn = (typeof recordColumns)[number];

/** Why a row is refused; the staff user's language turns each into a sentence. */
export const recordRefusalReasons = [
  'requerido',
  'dniMalFormado',
  'emailMalFormado',
  'sinEmail',
  'fechaMalFormada',
  'numeroMalFormado',
  'fueraDeRango',
  'estadoDesconocido',
  'codigoSinCorrespondencia',
  'filaDuplicada',
  'datosPersonalesDistintos',
  'emailDeOtraCuenta',
  'emailRepetido',
  'columnasDeMas',
  'fechasInvertidas',
  'creditosDeMas',
] as const;
export type RecordRefusalReason = (typeof recordRefusalReasons)[number];

export const recordImportStates = [
  'analizando',
  'previsualizada',
  'aplicando',
  'aplicada',
  'rechazada',
  'fallida',
  // A preview the administrator discarded, or one a newer file replaced: never applied.
  'descartada',
  'sustituida',
] as const;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * `importaExpediente`: the file is the request body (`Content-Type: text/csv`,
 * `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` or
 * `application/octet-stream`), its name in `fichero`. `modo=previsualizar` changes nothing;
 * `modo=aplicar` previews and applies in one call (for the university's nightly job).
 */
export const recordImportQuerySchema = z.object({
  fichero: z.string().trim().min(1).max(200),
  modo: z.enum(['previsualizar', 'aplicar']).default('previsualizar'),
  completa: flag.default(false),
  omitirRechazadas: flag.default(false),
});
export type RecordImportQuery = z.input<typeof recordImportQuerySchema>;

export const recordImportParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const recordImportConfirmBodySchema = z.object({
  omitirRechazadas: z.boolean().default(false),
});

export const recordRefusalSchema = z.object({
  linea: z.number().int(),
  columna: z.string().nullable(),
  motivo: z.enum(recordRefusalReasons),
  /** The reason as a sentence in the caller's language. */
  mensaje: z.string(),
  valor: z.string().nullable(),
});
export type RecordRefusal = z.infer<typeof recordRefusalSchema>;

/** What an import changes (or would change): people and degrees. */
export const recordImportCountsSchema = z.object({
  /** Rows read, valid and refused. */
  filas: z.number().int(),
  validas: z.number().int(),
  rechazadas: z.number().int(),
  /** People in the file: new accounts, updated, unchanged. */
  nuevos: z.number().int(),
  actualizados: z.number().int(),
  sinCambios: z.number().int(),
  /** People with a degree that was `matriculado` and is now `titulado`. */
  nuevosTitulados: z.number().int(),
  /** People who left: a degree now `baja`, or (full import) missing from the file. */
  bajas: z.number().int(),
  /** Accounts matched by DNI whose email and birth date differ from the record (not verified). */
  sinVerificar: z.number().int(),
  /** The file's columns that are not the record's: not read (the preview names them). */
  columnasIgnoradas: z.array(z.string()),
});
export type RecordImportCounts = z.infer<typeof recordImportCountsSchema>;

/** A degree an import ends: the file says `baja`, or a full import does not have it. */
export const recordLeaverSchema = z.object({
  dni: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  /** The portal degree's name, in the caller's language. */
  titulacion: z.string(),
  motivo: z.enum(['baja', 'ausente']),
});
export type RecordLeaver = z.infer<typeof recordLeaverSchema>;

export const recordImportSchema = z.object({
  id: z.number().int(),
  estado: z.enum(recordImportStates),
  nombreFichero: z.string(),
  formato: z.enum(['csv', 'xlsx']),
  completa: z.boolean(),
  omitirRechazadas: z.boolean(),
  autor: z.string(),
  fecha: z.string(),
  fechaAplicacion: z.string().nullable(),
  /** Progress while it runs: rows read (analysis) or steps done (applying) of the total. */
  progreso: z.object({ hechos: z.number().int(), total: z.number().int() }).nullable(),
  resumen: recordImportCountsSchema.nullable(),
  /** The first refused rows (the report has all of them). */
  rechazadas: z.array(recordRefusalSchema),
  /** Who leaves: how many degrees end, and the first ones by surname (the report has all). */
  bajas: z.object({ total: z.number().int(), primeras: z.array(recordLeaverSchema) }),
  error: z.string().nullable(),
});
export type RecordImport = z.infer<typeof recordImportSchema>;

export const recordImportListQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
});
export const recordImportListSchema = z.object({
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  importaciones: z.array(recordImportSchema.omit({ rechazadas: true, bajas: true })),
});

export const recordDegreeCodeSchema = z.object({
  codigo: z.string(),
  idTitulacion: z.number().int(),
  titulacion: z.string(),
});
export const recordDegreeCodeBodySchema = z.object({
  codigo: z.string().trim().min(1).max(40),
  idTitulacion: z.number().int().positive(),
  /**
   * A code already mapped to another degree is changed only when this says so (126 otherwise,
   * with the mapping it has): every later import reads its rows as the new degree.
   */
  reemplazar: z.boolean().optional(),
});
export const recordDegreeCodeRefSchema = z.object({ codigo: z.string().trim().min(1).max(40) });

export const integrationTokenSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  prefijo: z.string(),
  fecha: z.string(),
  ultimoUso: z.string().nullable(),
  revocado: z.boolean(),
});
export const integrationTokenCreateBodySchema = z.object({
  nombre: z.string().trim().min(1).max(100),
});
/** The token itself is shown once, when created. */
export const integrationTokenCreatedSchema = integrationTokenSchema.extend({ token: z.string() });
export const integrationTokenRefSchema = z.object({ id: z.number().int().positive() });
