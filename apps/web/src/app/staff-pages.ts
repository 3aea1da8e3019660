import type { ComponentType } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** The careers office's pages (loaded only when a staff page is opened; see pages.ts). */
export const staffPageLoaders = {
  gestion: () => import('../features/dashboard/back-office/pages/back-office-page.tsx'),
  gestion_encuestas: () => import('../features/surveys/pages/staff-surveys-page.tsx'),
  gestion_eventos: () => import('../features/events/back-office/pages/staff-events-page.tsx'),
  gestion_evento: () => import('../features/events/back-office/pages/staff-event-page.tsx'),
  gestion_guias: () => import('../features/guides/back-office/pages/staff-guides-page.tsx'),
  gestion_paginas: () => import('../features/content-pages/back-office/pages/staff-pages-page.tsx'),
  gestion_comunicaciones: () =>
    import('../features/communications/back-office/pages/staff-communications-page.tsx'),
  gestion_programas: () =>
    import('../features/programmes/back-office/pages/staff-programmes-page.tsx'),
  gestion_programa: () =>
    import('../features/programmes/back-office/pages/staff-programme-page.tsx'),
  gestion_marca: () => import('../features/brand/back-office/pages/staff-brand-page.tsx'),
  gestion_textos_legales: () => import('../features/brand/back-office/pages/staff-legal-page.tsx'),
  gestion_encuesta: () => import('../features/surveys/pages/staff-survey-page.tsx'),
  gestion_empresas: () =>
    import('../features/companies/back-office/pages/staff-companies-page.tsx'),
  gestion_empresa: () => import('../features/companies/back-office/pages/staff-company-page.tsx'),
  gestion_ofertas: () => import('../features/offers/back-office/pages/staff-offers-page.tsx'),
  gestion_oferta: () => import('../features/offers/back-office/pages/staff-offer-page.tsx'),
  gestion_candidaturas: () =>
    import('../features/applications/back-office/pages/staff-applications-page.tsx'),
  gestion_candidatura: () =>
    import('../features/applications/back-office/pages/staff-application-page.tsx'),
  gestion_practicas: () =>
    import('../features/applications/back-office/pages/staff-internships-page.tsx'),
  gestion_practica: () =>
    import('../features/applications/back-office/pages/staff-internship-page.tsx'),
  gestion_solicitudes: () =>
    import('../features/request-workflow/back-office/pages/staff-requests-page.tsx'),
  gestion_noticias: () => import('../features/news/pages/staff-news-page.tsx'),
  gestion_noticia: () => import('../features/news/pages/staff-news-edit-page.tsx'),
  gestion_contacto: () => import('../features/contact/pages/staff-contact-page.tsx'),
  gestion_convenios: () =>
    import('../features/agreements/back-office/pages/staff-agreements-page.tsx'),
  gestion_convenio: () =>
    import('../features/agreements/back-office/pages/staff-agreement-page.tsx'),
  gestion_facturas: () =>
    import('../features/agreements/back-office/pages/staff-invoices-page.tsx'),
  gestion_documentacion: () =>
    import('../features/agreements/back-office/pages/staff-documentation-page.tsx'),
  gestion_usuarios: () => import('../features/users/back-office/pages/staff-users-page.tsx'),
  gestion_establecer_password: () =>
    import('../features/accounts/pages/staff-set-password-page.tsx'),
  gestion_auditoria: () => import('../features/audit/back-office/pages/audit-page.tsx'),
  gestion_auditoria_detalle: () =>
    import('../features/audit/back-office/pages/audit-entry-page.tsx'),
  gestion_candidatos: () => import('../features/candidates/back-office/pages/candidates-page.tsx'),
  gestion_candidato: () => import('../features/candidates/back-office/pages/candidate-page.tsx'),
  gestion_solicitudes_bajas: () =>
    import('../features/candidates/back-office/pages/deletion-requests-page.tsx'),
  gestion_expediente: () =>
    import('../features/academic-record/back-office/pages/academic-record-page.tsx'),
  gestion_correo: () => import('../features/outbox/back-office/pages/outbox-page.tsx'),
  gestion_tareas: () =>
    import('../features/scheduled-jobs/back-office/pages/scheduled-jobs-page.tsx'),
} satisfies Record<string, PageLoader>;

export type StaffPageName = keyof typeof staffPageLoaders;
