import type { ComponentType } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** The careers office's pages (loaded only when a staff page is opened; see pages.ts). */
export const staffPageLoaders = {
  gestion: () => import('../features/staff/pages/back-office-page.tsx'),
  gestion_encuestas: () => import('../features/surveys/pages/staff-surveys-page.tsx'),
  gestion_eventos: () => import('../features/staff-content/pages/staff-events-page.tsx'),
  gestion_evento: () => import('../features/staff-content/pages/staff-event-page.tsx'),
  gestion_guias: () => import('../features/staff-content/pages/staff-guides-page.tsx'),
  gestion_paginas: () => import('../features/staff-content/pages/staff-pages-page.tsx'),
  gestion_comunicaciones: () =>
    import('../features/staff-content/pages/staff-communications-page.tsx'),
  gestion_programas: () => import('../features/staff-content/pages/staff-programmes-page.tsx'),
  gestion_programa: () => import('../features/staff-content/pages/staff-programme-page.tsx'),
  gestion_marca: () => import('../features/staff-brand/pages/staff-brand-page.tsx'),
  gestion_textos_legales: () => import('../features/staff-brand/pages/staff-legal-page.tsx'),
  gestion_encuesta: () => import('../features/surveys/pages/staff-survey-page.tsx'),
  gestion_empresas: () => import('../features/staff-companies/pages/staff-companies-page.tsx'),
  gestion_empresa: () => import('../features/staff-companies/pages/staff-company-page.tsx'),
  gestion_ofertas: () => import('../features/staff-offers/pages/staff-offers-page.tsx'),
  gestion_oferta: () => import('../features/staff-offers/pages/staff-offer-page.tsx'),
  gestion_candidaturas: () =>
    import('../features/staff-applications/pages/staff-applications-page.tsx'),
  gestion_candidatura: () =>
    import('../features/staff-applications/pages/staff-application-page.tsx'),
  gestion_practicas: () =>
    import('../features/staff-applications/pages/staff-internships-page.tsx'),
  gestion_practica: () => import('../features/staff-applications/pages/staff-internship-page.tsx'),
  gestion_solicitudes: () => import('../features/staff-requests/pages/staff-requests-page.tsx'),
  gestion_noticias: () => import('../features/news/pages/staff-news-page.tsx'),
  gestion_noticia: () => import('../features/news/pages/staff-news-edit-page.tsx'),
  gestion_contacto: () => import('../features/contact/pages/staff-contact-page.tsx'),
  gestion_convenios: () => import('../features/staff-agreements/pages/staff-agreements-page.tsx'),
  gestion_convenio: () => import('../features/staff-agreements/pages/staff-agreement-page.tsx'),
  gestion_facturas: () => import('../features/staff-agreements/pages/staff-invoices-page.tsx'),
  gestion_documentacion: () =>
    import('../features/staff-agreements/pages/staff-documentation-page.tsx'),
  gestion_usuarios: () => import('../features/staff-users/pages/staff-users-page.tsx'),
  gestion_establecer_password: () =>
    import('../features/accounts/pages/staff-set-password-page.tsx'),
  gestion_auditoria: () => import('../features/staff-audit/pages/audit-page.tsx'),
  gestion_auditoria_detalle: () => import('../features/staff-audit/pages/audit-entry-page.tsx'),
  gestion_candidatos: () => import('../features/staff-candidates/pages/candidates-page.tsx'),
  gestion_candidato: () => import('../features/staff-candidates/pages/candidate-page.tsx'),
  gestion_solicitudes_bajas: () =>
    import('../features/staff-candidates/pages/deletion-requests-page.tsx'),
  gestion_expediente: () => import('../features/staff-record/pages/academic-record-page.tsx'),
  gestion_correo: () => import('../features/staff-outbox/pages/outbox-page.tsx'),
  gestion_tareas: () => import('../features/staff-jobs/pages/scheduled-jobs-page.tsx'),
} satisfies Record<string, PageLoader>;

export type StaffPageName = keyof typeof staffPageLoaders;
