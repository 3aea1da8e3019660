/** Demo accounts of the seeded data (README), all with password Demo1234. */
export const accounts = {
  estudiante: { user: 'estudiante@demo.es', login: '/login/alumnos', name: 'Lucía' },
  titulado: { user: 'titulado@demo.es', login: '/login/antiguos', name: 'Javier' },
  mixto: { user: 'mixto@demo.es', login: '/login/alumnos', name: 'Carmen' },
  rgpd: { user: 'rgpd@demo.es', login: '/login/alumnos', name: 'Pablo' },
  encuesta: { user: 'encuesta@demo.es', login: '/login/alumnos', name: 'Marta' },
  bloqueado: { user: 'bloqueado@demo.es', login: '/login/alumnos', name: 'Sergio' },
  empresa: { user: 'empresa@demo.es', login: '/login/empresas', name: 'Elena' },
  multi: { user: 'multi@demo.es', login: '/login/empresas', name: 'Andrés' },
  // My applications, pre-enrolment, signing and my internships (their specs change this data).
  candidaturas: { user: 'candidaturas@demo.es', login: '/login/alumnos', name: 'Irene' },
  preinscrita: { user: 'preinscrita@demo.es', login: '/login/alumnos', name: 'Nuria' },
  // 'Solicitar baja' (account-deletion.spec.ts asks to leave the service).
  baja: { user: 'baja@demo.es', login: '/login/alumnos', name: 'Raquel' },
  // Candidate offer screens (offers.spec.ts applies, withdraws and meets 10 and 103).
  busqueda: { user: 'busqueda@demo.es', login: '/login/antiguos', name: 'Rubén' },
  limite: { user: 'limite@demo.es', login: '/login/antiguos', name: 'Silvia' },
  documentos: { user: 'documentos@demo.es', login: '/login/alumnos', name: 'Mateo' },
  // Company offer screens (companies/offers.spec.ts creates, edits, closes, copies and deletes).
  ofertas: { user: 'ofertas@demo.es', login: '/login/empresas', name: 'Rocío' },
  // Company profile and password (profile spec), contacts and billing accounts (their specs).
  perfil: { user: 'perfil@demo.es', login: '/login/empresas', name: 'Nerea' },
  cuentas: { user: 'cuentas@demo.es', login: '/login/empresas', name: 'Óscar' },
  // Cross-role offer lifecycle (flows/offer-lifecycle.spec.ts: create, validate, apply, move).
  flujo: { user: 'flujo@demo.es', login: '/login/empresas', name: 'Nuria' },
  flujoTitulado: { user: 'flujo.titulado@demo.es', login: '/login/antiguos', name: 'Diego' },
  // Surveys (candidates/surveys.spec.ts answers the skip-rule survey and the mandatory one).
  encuestado: { user: 'encuestado@demo.es', login: '/login/antiguos', name: 'Irene' },
  obligatoria: { user: 'obligatoria@demo.es', login: '/login/antiguos', name: 'Alba' },
  // Account lifecycle (shell/accounts.spec.ts changes this password).
  clave: { user: 'clave@demo.es', login: '/login/alumnos', name: 'Hugo' },
  // CV (cv.spec.ts): every section is edited on cvE2e; cvNss saves the social security number.
  cvE2e: { user: 'cv.e2e@demo.es', login: '/login/alumnos', name: 'Nuria' },
  cvNss: { user: 'cv.nss@demo.es', login: '/login/alumnos', name: 'Óscar' },
  // Agreements (companies/agreements.spec.ts generates agreements and uploads signed ones).
  convenios: { user: 'convenios@demo.es', login: '/login/empresas', name: 'Inés' },
  // Events (candidates/events.spec.ts enrols, downloads the calendar file and cancels).
  eventos: { user: 'eventos@demo.es', login: '/login/alumnos', name: 'Teresa' },
  // CV prompts when applying (candidates/cv-apply-prompts.spec.ts applies to an offer).
  cvCompleto: { user: 'cvcompleto@demo.es', login: '/login/alumnos', name: 'Elena' },
  cvRecomendado: { user: 'cvrecomendado@demo.es', login: '/login/alumnos', name: 'Adrián' },
  // Content pages, communications and news (read only): a student and graduate, and a company.
  contenidos: { user: 'contenidos@demo.es', login: '/login/alumnos', name: 'Alba' },
  contenidosEmpresa: {
    user: 'contenidos.empresa@demo.es',
    login: '/login/empresas',
    name: 'Víctor',
  },
  // Event reminders (flows/news-contact.spec.ts reads the reminder of tomorrow's event).
  recordatorio: { user: 'recordatorio@demo.es', login: '/login/alumnos', name: 'Hugo' },
  // Language end to end (shell/language.spec.ts switches this user to English).
  idioma: { user: 'idioma@demo.es', login: '/login/alumnos', name: 'Elisa' },
  // Internship change requests, education requests and proposals (issues 14-16; their specs).
  cambios: { user: 'cambios@demo.es', login: '/login/empresas', name: 'Álvaro' },
  // Its pending extension is approved by staff/change-request-apply.spec.ts only.
  ampliacion: { user: 'ampliacion@demo.es', login: '/login/empresas', name: 'Inés' },
  centro: { user: 'centro@demo.es', login: '/login/empresas', name: 'Rosario' },
  educacion: { user: 'educacion@demo.es', login: '/login/alumnos', name: 'Lucía' },
  educacion2: { user: 'educacion2@demo.es', login: '/login/alumnos', name: 'Daniel' },
  propuesta: { user: 'propuesta@demo.es', login: '/login/alumnos', name: 'Martina' },
  // Documentation and invoices (companies/documentation.spec.ts uploads and deletes its documents;
  // companies/invoices.spec.ts reads the invoices).
  documentacion: { user: 'documentacion@demo.es', login: '/login/empresas', name: 'Clara' },
  facturas: { user: 'facturas@demo.es', login: '/login/empresas', name: 'Lucía' },
  // Programme adhesion of a company (flows/company-programme.spec.ts asks to join a programme).
  programasEmpresa: {
    user: 'programas.empresa@demo.es',
    login: '/login/empresas',
    name: 'Amparo',
  },
} as const;

export type Account = (typeof accounts)[keyof typeof accounts];
