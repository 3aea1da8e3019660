import type { RouteName } from '@portal/contracts';
import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;
type PageLoader = () => PageModule;

const loginPage: PageLoader = () => import('../features/auth/pages/login-page.tsx');
const framePage: PageLoader = () => import('./pages/frame-page.tsx');
const privacyPolicyPage: PageLoader = () =>
  import('../features/legal/pages/privacy-policy-page.tsx');
const cookiesPolicyPage: PageLoader = () =>
  import('../features/legal/pages/cookies-policy-page.tsx');
const offerListPage: PageLoader = () => import('../features/offers/pages/offer-list-page.tsx');
const offerSheetPage: PageLoader = () => import('../features/offers/pages/offer-sheet-page.tsx');
const myApplicationsPage: PageLoader = () =>
  import('../features/applications/pages/my-applications-page.tsx');
const myInternshipsPage: PageLoader = () =>
  import('../features/internships/pages/my-internships-page.tsx');

/**
 * The page module of every route (route-level code splitting). Routes whose feature belongs to a
 * later issue show their heading in the page frame until that feature replaces the entry here.
 */
export const pageLoaders: Readonly<Record<RouteName, PageLoader>> = {
  login: loginPage,
  login_alumnos: loginPage,
  login_antiguos: loginPage,
  login_empresas: loginPage,
  login_id: loginPage,
  logout: () => import('../features/auth/pages/logout-page.tsx'),
  gma2019: () => import('../features/maintenance/pages/god-mode-page.tsx'),
  mantenimiento: () => import('../features/maintenance/pages/maintenance-page.tsx'),
  home: () => import('../features/home/pages/home-page.tsx'),
  not_found: () => import('./pages/not-found-page.tsx'),
  politica_privacidad: privacyPolicyPage,
  privacy_policy: privacyPolicyPage,
  politica_cookies: cookiesPolicyPage,
  cookies_policy: cookiesPolicyPage,
  proteccion_datos: () => import('../features/legal/pages/data-protection-page.tsx'),
  solicitar_cuenta: () => import('../features/accounts/pages/request-account-page.tsx'),
  registro: () => import('../features/accounts/pages/register-page.tsx'),
  restablecer_login: () => import('../features/accounts/pages/reset-company-page.tsx'),
  restablecer_candidato: () => import('../features/accounts/pages/reset-candidate-page.tsx'),
  establecer_login: () => import('../features/accounts/pages/set-password-page.tsx'),
  evento_publico: () => import('../features/events/pages/public-event-page.tsx'),
  encuestas: () => import('../features/surveys/pages/my-surveys-page.tsx'),
  ficha_encuestas: () => import('../features/surveys/pages/survey-page.tsx'),
  acceso_encuesta: () => import('../features/surveys/pages/survey-access-page.tsx'),
  acceso: () => import('../features/accounts/pages/sso-page.tsx'),
  news: framePage,
  press_room: framePage,
  contact: framePage,
  work_with_us: framePage,
  programas_practicas_activos: () => import('../features/programmes/pages/programme-list-page.tsx'),
  ficha_programa: () => import('../features/programmes/pages/programme-sheet-page.tsx'),
  propuesta_practicas: framePage,
  eventos: () => import('../features/events/pages/event-list-page.tsx'),
  ficha_evento: () => import('../features/events/pages/event-sheet-page.tsx'),
  ofertas_empleo: offerListPage,
  ficha_oferta_alumno_empleo: offerSheetPage,
  ofertas_practicas: offerListPage,
  ficha_oferta_alumno_practicas: offerSheetPage,
  ofertas_practicas_titulados: offerListPage,
  ficha_oferta_alumno_practicas_titulados: offerSheetPage,
  ficha_candidatura: () => import('../features/applications/pages/application-sheet-page.tsx'),
  mis_candidaturas_empleo: myApplicationsPage,
  mis_candidaturas_estudiante: myApplicationsPage,
  mis_candidaturas_titulado: myApplicationsPage,
  cv: () => import('../features/cv/pages/cv-page.tsx'),
  mis_practicas: myInternshipsPage,
  mis_practicas_estudiante: myInternshipsPage,
  guias_orientacion: () => import('../features/guides/pages/guides-page.tsx'),
  orientacion_laboral: () => import('../features/content-pages/pages/career-guidance-page.tsx'),
  ayuda: () => import('../features/content-pages/pages/help-page.tsx'),
  documentacion: framePage,
  subir_convenio_firmado: () =>
    import('../features/agreements/pages/upload-signed-agreement-page.tsx'),
  nuevo_convenio_colaboracion: () => import('./pages/new-agreement-page.tsx'),
  nueva_oferta: () => import('../features/company-offers/pages/new-offer-page.tsx'),
  editar_oferta: () => import('../features/company-offers/pages/edit-offer-page.tsx'),
  mis_ofertas: () => import('../features/company-offers/pages/my-offers-page.tsx'),
  ficha_oferta_empresa: () => import('./pages/company-offer-sheet-page.tsx'),
  visor_oferta: () => import('../features/company-offers/pages/offer-preview-page.tsx'),
  mi_empresa: () => import('../features/company-profile/pages/company-page.tsx'),
  mi_perfil: () => import('../features/company-profile/pages/profile-page.tsx'),
  solicitar_cambio_practicas: framePage,
  'cv-view': () => import('../features/company-candidates/pages/candidate-cv-page.tsx'),
  solicitudes_practicas_educacion: framePage,
  'ficha-solicitudes-educacion': framePage,
  editar_solicitud_educacion: framePage,
  firma_documento: () => import('../features/applications/pages/sign-document-page.tsx'),
  login_gestion: () => import('../features/staff/pages/staff-login-page.tsx'),
  gestion: () => import('../features/staff/pages/back-office-page.tsx'),
  gestion_encuestas: () => import('../features/surveys/pages/staff-surveys-page.tsx'),
  gestion_encuesta: () => import('../features/surveys/pages/staff-survey-page.tsx'),
};

/** Translation namespaces a page needs beyond the shell's (loaded with the page's code). */
export const pageNamespaces: Readonly<Partial<Record<RouteName, readonly string[]>>> = {
  cv: ['cv'],
  guias_orientacion: ['guides'],
  programas_practicas_activos: ['programmes'],
  ficha_programa: ['programmes'],
  orientacion_laboral: ['contentPages'],
  ayuda: ['contentPages'],
  eventos: ['events'],
  ficha_evento: ['events'],
  evento_publico: ['events'],
  mi_empresa: ['company', 'overlays'],
  mi_perfil: ['company', 'overlays'],
  login_gestion: ['staff', 'auth'],
  gestion: ['staff'],
  home: ['home', 'overlays'],
  gma2019: ['maintenance'],
  mantenimiento: ['maintenance'],
  politica_privacidad: ['legal'],
  privacy_policy: ['legal'],
  politica_cookies: ['legal'],
  cookies_policy: ['legal'],
  proteccion_datos: ['legal'],
  ofertas_empleo: ['offers'],
  ofertas_practicas: ['offers'],
  ofertas_practicas_titulados: ['offers'],
  ficha_oferta_alumno_empleo: ['offers'],
  ficha_oferta_alumno_practicas: ['offers'],
  ficha_oferta_alumno_practicas_titulados: ['offers'],
  nueva_oferta: ['companyOffers'],
  editar_oferta: ['companyOffers'],
  mis_ofertas: ['companyOffers'],
  ficha_oferta_empresa: ['companyOffers'],
  visor_oferta: ['companyOffers'],
  'cv-view': ['companyOffers'],
  ficha_candidatura: ['applications'],
  mis_candidaturas_empleo: ['applications'],
  mis_candidaturas_estudiante: ['applications'],
  mis_candidaturas_titulado: ['applications'],
  mis_practicas: ['applications'],
  mis_practicas_estudiante: ['applications'],
  firma_documento: ['applications'],
  encuestas: ['surveys'],
  ficha_encuestas: ['surveys'],
  acceso_encuesta: ['surveys'],
  gestion_encuestas: ['surveys'],
  gestion_encuesta: ['surveys'],
};
