import type { OfferFamily } from '../portal/offers.ts';

/**
 * Who may open a page:
 * - `public`: anybody, signed in or not;
 * - `signed-in`: any signed-in user;
 * - `candidate` / `company` / `staff`: only that role (`alumno` / `empresa` / `gestor`);
 * - `admin`: careers-office administrators only (brand, legal texts, staff users, academic
 *   record;).
 */
export const routeAccessLevels = [
  'public',
  'signed-in',
  'candidate',
  'company',
  'staff',
  'admin',
] as const;
export type RouteAccess = (typeof routeAccessLevels)[number];

/** Brand settings that switch a page on or off ("a route that carries a permission"). */
export const brandPermissions = [
  'canRegistroAlumno',
  'canCrearConvenios',
  'canPropuestaPracticas',
  'hasEventos',
  'hasGuiasOrientacion',
  'hashelp',
  'hasProgramaPracticasActivo',
] as const;
export type BrandPermission = (typeof brandPermissions)[number];
export type BrandPermissions = Readonly<Record<BrandPermission, boolean>>;

/** Where a page sits for the guard and the overlays, beyond its access level. */
export type RouteKind =
  /** A sign-in page: a signed-in user is sent to /. */
  | 'login'
  /** /mantenimiento and /gma2019: the only pages open in maintenance mode. */
  | 'maintenance'
  /** A survey page: no expiry banner, only closing allowed in the error banner. */
  | 'survey';

export interface RouteDefinition {
  /** Route name used by links and menus (names; invented ones in the same style). */
  readonly name: string;
  /** History path; `:param` is one segment, `:param?` an optional last segment. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Brand setting that must be true, else the user goes to /. */
  readonly permission?: BrandPermission;
  /** Key of the page heading in the web `routes` namespace (Spanish heading table, English too). */
  readonly heading: string;
  /** Allowed values of a parameter; any other value is an unknown path. */
  readonly params?: Readonly<Record<string, readonly string[]>>;
  readonly kind?: RouteKind;
}

/**
 * The offer families of the spec (/nueva-oferta/{type}, /mis-ofertas/{id}). Listed here rather than
 * imported from the zod schemas so that the route table stays free of zod in the web's first load;
 * a test checks it equals `offerFamilies`.
 */
export const routeOfferFamilies = [
  'practicas',
  'empleo',
  'practicastitulados',
] as const satisfies readonly OfferFamily[];
const families = routeOfferFamilies;
const documentationGroups = ['estudiantes', 'titulados'] as const;

/**
 * Every page of the spec and. Static paths are listed before parametrised ones with the
 * same prefix, but matching does not depend on the order (see `matchRoute`).
 */
export const routeTable = [
  // Public
  { name: 'login', path: '/login', access: 'public', heading: 'login', kind: 'login' },
  {
    name: 'login_alumnos',
    path: '/login/alumnos',
    access: 'public',
    heading: 'loginAlumnos',
    kind: 'login',
  },
  {
    name: 'login_antiguos',
    path: '/login/antiguos',
    access: 'public',
    heading: 'loginAntiguos',
    kind: 'login',
  },
  {
    name: 'login_empresas',
    path: '/login/empresas',
    access: 'public',
    heading: 'loginEmpresas',
    kind: 'login',
  },
  { name: 'login_id', path: '/login/:id', access: 'public', heading: 'login', kind: 'login' },
  { name: 'gma2019', path: '/gma2019', access: 'public', heading: 'godMode', kind: 'maintenance' },
  {
    name: 'mantenimiento',
    path: '/mantenimiento',
    access: 'public',
    heading: 'maintenance',
    kind: 'maintenance',
  },
  {
    name: 'solicitar_cuenta',
    path: '/solicitar-cuenta',
    access: 'public',
    heading: 'requestAccount',
  },
  {
    name: 'registro',
    path: '/registro',
    access: 'public',
    permission: 'canRegistroAlumno',
    heading: 'studentRegistration',
  },
  {
    name: 'restablecer_login',
    path: '/restablecer-login',
    access: 'public',
    heading: 'resetPassword',
  },
  {
    name: 'restablecer_candidato',
    path: '/restablecer-candidato',
    access: 'public',
    heading: 'resetCandidatePassword',
  },
  { name: 'establecer_login', path: '/establecer-login', access: 'public', heading: 'setPassword' },
  {
    name: 'confirmar_email',
    path: '/confirmar-email',
    access: 'public',
    heading: 'confirmEmail',
  },
  {
    name: 'evento_publico',
    path: '/evento-publico/:id',
    access: 'public',
    permission: 'hasEventos',
    heading: 'publicEvent',
  },
  { name: 'encuestas', path: '/encuestas', access: 'signed-in', heading: 'surveys' },
  {
    name: 'ficha_encuestas',
    path: '/encuestas/:id',
    access: 'public',
    heading: 'survey',
    kind: 'survey',
  },
  {
    name: 'acceso_encuesta',
    path: '/encuestas/:id/acceso',
    access: 'public',
    heading: 'surveyAccess',
    kind: 'survey',
  },
  {
    name: 'politica_privacidad',
    path: '/politica-de-privacidad',
    access: 'public',
    heading: 'privacyPolicy',
  },
  {
    name: 'politica_cookies',
    path: '/politica-de-cookies',
    access: 'public',
    heading: 'cookiesPolicy',
  },
  {
    name: 'proteccion_datos',
    path: '/proteccion-de-datos',
    access: 'public',
    heading: 'dataProtection',
  },
  { name: 'acceso', path: '/acceso', access: 'public', heading: 'singleSignOn' },
  { name: 'logout', path: '/logout', access: 'public', heading: 'logout' },
  { name: 'not_found', path: '/404', access: 'public', heading: 'notFound' },
  // The English link table
  { name: 'privacy_policy', path: '/privacy-policy', access: 'public', heading: 'privacyPolicy' },
  { name: 'cookies_policy', path: '/cookies-policy', access: 'public', heading: 'cookiesPolicy' },
  { name: 'news', path: '/news', access: 'public', heading: 'news' },
  { name: 'press_room', path: '/press-room', access: 'public', heading: 'pressRoom' },
  { name: 'contact', path: '/contact', access: 'public', heading: 'contact' },
  { name: 'work_with_us', path: '/work-with-us', access: 'public', heading: 'workWithUs' },

  // Any signed-in user
  { name: 'home', path: '/', access: 'signed-in', heading: 'home' },
  {
    name: 'programas_practicas_activos',
    path: '/programas-practicas-activos',
    access: 'signed-in',
    permission: 'hasProgramaPracticasActivo',
    heading: 'activeProgrammes',
  },
  {
    name: 'ficha_programa',
    path: '/programas-practicas-activos/:id',
    access: 'signed-in',
    permission: 'hasProgramaPracticasActivo',
    heading: 'programme',
  },
  {
    name: 'propuesta_practicas',
    path: '/propuesta-practicas',
    access: 'signed-in',
    permission: 'canPropuestaPracticas',
    heading: 'internshipProposal',
  },
  {
    name: 'eventos',
    path: '/eventos',
    access: 'signed-in',
    permission: 'hasEventos',
    heading: 'events',
  },
  {
    name: 'ficha_evento',
    path: '/eventos/:id',
    access: 'signed-in',
    permission: 'hasEventos',
    heading: 'event',
  },

  // Candidate only
  { name: 'ofertas_empleo', path: '/ofertas-empleo', access: 'candidate', heading: 'jobOffers' },
  {
    name: 'ficha_oferta_alumno_empleo',
    path: '/ofertas-empleo/:id',
    access: 'candidate',
    heading: 'jobOffer',
  },
  {
    name: 'ofertas_practicas',
    path: '/ofertas-practicas',
    access: 'candidate',
    heading: 'internshipOffers',
  },
  {
    name: 'ficha_oferta_alumno_practicas',
    path: '/ofertas-practicas/:id',
    access: 'candidate',
    heading: 'internshipOffer',
  },
  {
    name: 'ofertas_practicas_titulados',
    path: '/ofertas-practicas-titulados',
    access: 'candidate',
    heading: 'graduateInternshipOffers',
  },
  {
    name: 'ficha_oferta_alumno_practicas_titulados',
    path: '/ofertas-practicas-titulados/:id',
    access: 'candidate',
    heading: 'graduateInternshipOffer',
  },
  {
    name: 'ficha_candidatura',
    path: '/mis-candidaturas/:id',
    access: 'candidate',
    heading: 'application',
  },
  {
    name: 'mis_candidaturas_empleo',
    path: '/mis-candidaturas-empleo',
    access: 'candidate',
    heading: 'jobApplications',
  },
  {
    name: 'mis_candidaturas_estudiante',
    path: '/mis-candidaturas-estudiante',
    access: 'candidate',
    heading: 'internshipApplications',
  },
  {
    name: 'mis_candidaturas_titulado',
    path: '/mis-candidaturas-titulado',
    access: 'candidate',
    heading: 'graduateInternshipApplications',
  },
  { name: 'cv', path: '/cv', access: 'candidate', heading: 'cv' },
  {
    name: 'mis_practicas',
    path: '/mis-practicas',
    access: 'candidate',
    heading: 'graduateInternships',
  },
  {
    name: 'mis_practicas_estudiante',
    path: '/mis-practicas-estudiante',
    access: 'candidate',
    heading: 'studentInternships',
  },
  {
    name: 'guias_orientacion',
    path: '/guias-orientacion',
    access: 'candidate',
    permission: 'hasGuiasOrientacion',
    heading: 'guides',
  },
  {
    name: 'orientacion_laboral',
    path: '/orientacion-laboral',
    access: 'candidate',
    heading: 'careerGuidance',
  },
  // Spec lists help as a candidate page; companies read it too, with their own FAQ.
  //: /ayuda is a candidate page; a company reads its own questions at /ayuda-empresas.
  { name: 'ayuda', path: '/ayuda', access: 'candidate', permission: 'hashelp', heading: 'help' },
  {
    name: 'ayuda_empresa',
    path: '/ayuda-empresas',
    access: 'company',
    permission: 'hashelp',
    heading: 'help',
  },

  // Company only
  {
    name: 'documentacion',
    path: '/documentacion/:idTipoDocumentacion/:colectivo?',
    access: 'company',
    heading: 'documentation',
    params: { colectivo: documentationGroups },
  },
  {
    name: 'subir_convenio_firmado',
    path: '/subir-convenio-firmado',
    access: 'company',
    heading: 'uploadSignedAgreement',
  },
  {
    name: 'nuevo_convenio_colaboracion',
    path: '/nuevo-convenio-colaboracion',
    access: 'company',
    permission: 'canCrearConvenios',
    heading: 'newAgreement',
  },
  {
    name: 'nueva_oferta',
    path: '/nueva-oferta/:tipo?',
    access: 'company',
    heading: 'newOffer',
    params: { tipo: families },
  },
  {
    name: 'editar_oferta',
    path: '/editar-oferta/:idOferta',
    access: 'company',
    heading: 'editOffer',
  },
  {
    name: 'mis_ofertas',
    path: '/mis-ofertas/:id?',
    access: 'company',
    heading: 'myOffers',
    params: { id: families },
  },
  { name: 'ficha_oferta_empresa', path: '/oferta/:id', access: 'company', heading: 'companyOffer' },
  { name: 'visor_oferta', path: '/visor-oferta/:id', access: 'company', heading: 'offerPreview' },
  { name: 'mi_empresa', path: '/mi-empresa', access: 'company', heading: 'myCompany' },
  { name: 'mi_perfil', path: '/mi-perfil', access: 'company', heading: 'myProfile' },
  {
    name: 'solicitar_cambio_practicas',
    path: '/solicitar-cambio-practicas',
    access: 'company',
    heading: 'internshipChangeRequest',
  },
  { name: 'cv-view', path: '/ver-cv/:id', access: 'company', heading: 'candidateCv' },
  {
    name: 'solicitudes_practicas_educacion',
    path: '/solicitudes-practicas-educacion',
    access: 'company',
    heading: 'educationRequests',
  },
  {
    name: 'ficha-solicitudes-educacion',
    path: '/solicitudes-practicas-educacion/:id',
    access: 'company',
    heading: 'educationRequest',
  },
  // Pages the spec implies but does not list (same style).
  {
    name: 'firma_documento',
    path: '/firma-documento/:id',
    access: 'candidate',
    heading: 'signDocument',
  },
  {
    name: 'login_gestion',
    path: '/gestion/login',
    access: 'public',
    heading: 'staffLogin',
    kind: 'login',
  },
  { name: 'gestion', path: '/gestion', access: 'staff', heading: 'backOffice' },
  {
    name: 'gestion_encuestas',
    path: '/gestion/encuestas',
    access: 'staff',
    heading: 'staffSurveys',
  },
  {
    name: 'gestion_encuesta',
    path: '/gestion/encuestas/:id',
    access: 'staff',
    heading: 'staffSurvey',
  },
  {
    name: 'editar_solicitud_educacion',
    path: '/solicitudes-practicas-educacion/:id/editar',
    access: 'company',
    heading: 'editEducationRequest',
  },
  // News, press room, communications and the contact inbox.
  { name: 'news_item', path: '/news/:id', access: 'public', heading: 'newsItem' },
  { name: 'press_item', path: '/press-room/:id', access: 'public', heading: 'pressItem' },
  {
    name: 'comunicaciones',
    path: '/comunicaciones',
    access: 'signed-in',
    heading: 'communications',
  },
  { name: 'gestion_noticias', path: '/gestion/noticias', access: 'staff', heading: 'staffNews' },
  {
    name: 'gestion_noticia',
    path: '/gestion/noticias/:id',
    access: 'staff',
    heading: 'staffNewsItem',
  },
  { name: 'gestion_contacto', path: '/gestion/contacto', access: 'staff', heading: 'staffContact' },
  // The company's invoices: agreements, invoices and documentation back-office.
  { name: 'facturas', path: '/facturas', access: 'company', heading: 'invoices' },
  {
    name: 'gestion_convenios',
    path: '/gestion/convenios',
    access: 'staff',
    heading: 'staffAgreements',
  },
  {
    name: 'gestion_convenio',
    path: '/gestion/convenios/:id',
    access: 'staff',
    heading: 'staffAgreement',
  },
  {
    name: 'gestion_facturas',
    path: '/gestion/facturas',
    access: 'staff',
    heading: 'staffInvoices',
  },
  {
    name: 'gestion_documentacion',
    path: '/gestion/documentacion',
    access: 'staff',
    heading: 'staffDocumentation',
  },
  // Internship change requests, proposals and education requests (back-office).
  {
    name: 'gestion_solicitudes',
    path: '/gestion/solicitudes',
    access: 'staff',
    heading: 'staffRequests',
  },
  // Content and brand screens of the careers office.
  { name: 'gestion_eventos', path: '/gestion/eventos', access: 'staff', heading: 'staffEvents' },
  { name: 'gestion_evento', path: '/gestion/eventos/:id', access: 'staff', heading: 'staffEvent' },
  { name: 'gestion_guias', path: '/gestion/guias', access: 'staff', heading: 'staffGuides' },
  {
    name: 'gestion_paginas',
    path: '/gestion/paginas',
    access: 'staff',
    heading: 'staffContentPages',
  },
  {
    name: 'gestion_comunicaciones',
    path: '/gestion/comunicaciones',
    access: 'staff',
    heading: 'staffCommunications',
  },
  {
    name: 'gestion_programas',
    path: '/gestion/programas',
    access: 'staff',
    heading: 'staffProgrammes',
  },
  {
    name: 'gestion_programa',
    path: '/gestion/programas/:id',
    access: 'staff',
    heading: 'staffProgramme',
  },
  { name: 'gestion_marca', path: '/gestion/marca', access: 'admin', heading: 'staffBrand' },
  {
    name: 'gestion_textos_legales',
    path: '/gestion/textos-legales',
    access: 'admin',
    heading: 'staffLegalTexts',
  },
  // Back-office: companies, offers, applications and internships.
  {
    name: 'gestion_empresas',
    path: '/gestion/empresas',
    access: 'staff',
    heading: 'staffCompanies',
  },
  {
    name: 'gestion_empresa',
    path: '/gestion/empresas/:id',
    access: 'staff',
    heading: 'staffCompany',
  },
  { name: 'gestion_ofertas', path: '/gestion/ofertas', access: 'staff', heading: 'staffOffers' },
  { name: 'gestion_oferta', path: '/gestion/ofertas/:id', access: 'staff', heading: 'staffOffer' },
  {
    name: 'gestion_candidaturas',
    path: '/gestion/candidaturas',
    access: 'staff',
    heading: 'staffApplications',
  },
  {
    name: 'gestion_candidatura',
    path: '/gestion/candidaturas/:id',
    access: 'staff',
    heading: 'staffApplication',
  },
  {
    name: 'gestion_practicas',
    path: '/gestion/practicas',
    access: 'staff',
    heading: 'staffInternships',
  },
  {
    name: 'gestion_practica',
    path: '/gestion/practicas/:id',
    access: 'staff',
    heading: 'staffInternship',
  },
  // Staff users, audit log, candidates and deletion requests.
  { name: 'gestion_usuarios', path: '/gestion/usuarios', access: 'admin', heading: 'staffUsers' },
  {
    name: 'gestion_establecer_password',
    path: '/gestion/establecer-password',
    access: 'public',
    heading: 'staffSetPassword',
  },
  { name: 'gestion_auditoria', path: '/gestion/auditoria', access: 'staff', heading: 'staffAudit' },
  {
    name: 'gestion_auditoria_detalle',
    path: '/gestion/auditoria/:id',
    access: 'staff',
    heading: 'staffAuditEntry',
  },
  {
    name: 'gestion_candidatos',
    path: '/gestion/candidatos',
    access: 'staff',
    heading: 'staffCandidates',
  },
  {
    name: 'gestion_candidato',
    path: '/gestion/candidatos/:id',
    access: 'staff',
    heading: 'staffCandidate',
  },
  {
    name: 'gestion_solicitudes_bajas',
    path: '/gestion/solicitudes/bajas',
    access: 'staff',
    heading: 'staffDeletionRequests',
  },
  // The university's academic record: imports, degree codes, integration tokens.
  {
    name: 'gestion_expediente',
    path: '/gestion/expediente',
    access: 'admin',
    heading: 'staffAcademicRecord',
  },
  // Outgoing mail: what waits and what failed in the outbox, and sending one again.
  { name: 'gestion_correo', path: '/gestion/correo', access: 'admin', heading: 'staffOutbox' },
  // Recurring work (reminders, expiry, retention…): last and next run, failures, run now.
  {
    name: 'gestion_tareas',
    path: '/gestion/tareas',
    access: 'admin',
    heading: 'staffScheduledJobs',
  },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];
export type AppRoute = RouteDefinition & { readonly name: RouteName };

export const routesByName: Readonly<Record<RouteName, AppRoute>> = Object.fromEntries(
  routeTable.map((route) => [route.name, route]),
) as Record<RouteName, AppRoute>;

/** Heading keys used by the table (the web checks that both languages define each). */
export const routeHeadingKeys: readonly string[] = [
  ...new Set(routeTable.map((route) => route.heading)),
];
