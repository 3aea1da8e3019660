import { pathFor, type BrandSettings, type RouteName } from '@portal/contracts';
import type { Session } from '../../lib/session.ts';
import type layout from '../../locales/es/layout.json';

/** A label of the `layout` namespace, under `menu.`. */
export type MenuLabel = Exclude<keyof typeof layout.menu, 'label'>;

export interface MenuLink {
  kind: 'link';
  label: MenuLabel;
  route: RouteName;
  params?: Readonly<Record<string, string>>;
}

export interface MenuGroup {
  kind: 'group';
  label: MenuLabel;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuModel {
  entries: MenuEntry[];
  /** Groups are collapsible panels (candidates who are both student and graduate; companies). */
  collapsible: boolean;
  /** 'Solicitar baja' (candidates, brand permission canBorrarCuenta). */
  withAccountDeletion: boolean;
}

const link = (label: MenuLabel, route: RouteName, params?: Record<string, string>): MenuLink =>
  params === undefined ? { kind: 'link', label, route } : { kind: 'link', label, route, params };

function present<T>(value: T | false): value is T {
  return value !== false;
}

/**
 * The candidate menu: student internships (search, proposal, my applications, my
 * internships), graduate internships (search, my applications, my internships, active
 * programmes), employment (search, my applications), events, my CV, guides, help, logout and
 * 'Solicitar baja'. A student sees the first group, a graduate the other two; a user who is both
 * gets all three as collapsible panels.
 */
export function candidateMenu(session: Session, brand: BrandSettings): MenuModel {
  const isStudent = session.hasPracticas;
  const isGraduate = session.hasEmpleo;
  const both = isStudent && isGraduate;
  const neither = !isStudent && !isGraduate;

  const studentGroup: MenuGroup = {
    kind: 'group',
    label: 'studentInternships',
    items: [
      link('searchOffers', 'ofertas_practicas'),
      brand.canPropuestaPracticas && link('internshipProposal', 'propuesta_practicas'),
      link('myApplications', 'mis_candidaturas_estudiante'),
      link('myInternships', 'mis_practicas_estudiante'),
    ].filter(present),
  };
  const graduateGroup: MenuGroup = {
    kind: 'group',
    label: 'graduateInternships',
    items: [
      link('searchOffers', 'ofertas_practicas_titulados'),
      link('myApplications', 'mis_candidaturas_titulado'),
      link('myInternships', 'mis_practicas'),
      brand.hasProgramaPracticasActivo && link('activeProgrammes', 'programas_practicas_activos'),
    ].filter(present),
  };
  const employmentGroup: MenuGroup = {
    kind: 'group',
    label: 'employment',
    items: [
      link('searchOffers', 'ofertas_empleo'),
      link('myApplications', 'mis_candidaturas_empleo'),
    ],
  };

  const groups = [
    (isStudent || neither) && studentGroup,
    (isGraduate || neither) && graduateGroup,
    (isGraduate || neither) && employmentGroup,
  ].filter(present);

  const entries: MenuEntry[] = [
    link('home', 'home'),
    ...groups,
    brand.hasEventos && link('events', 'eventos'),
    link('myCv', 'cv'),
    brand.hasGuiasOrientacion && link('guides', 'guias_orientacion'),
    brand.hashelp && link('help', 'ayuda'),
  ].filter(present);

  return { entries, collapsible: both || neither, withAccountDeletion: brand.canBorrarCuenta };
}

/** Where the greeting leads: /cv for candidates, /mi-perfil for companies, /gestion for staff. */
export function profilePath(role: Session['role']): string {
  return pathFor(role === 'empresa' ? 'mi_perfil' : role === 'gestor' ? 'gestion' : 'cv');
}

/** The careers-office staff menu: the back-office and surveys (the side menu adds logout). */
export function staffMenu(staffRole: 'administrador' | 'gestor' | null = null): MenuModel {
  return {
    entries: [
      link('backOffice', 'gestion'),
      link('staffSurveys', 'gestion_encuestas'),
      link('staffNews', 'gestion_noticias'),
      link('staffContact', 'gestion_contacto'),
      link('staffRequests', 'gestion_solicitudes'),
      link('staffEvents', 'gestion_eventos'),
      link('staffGuides', 'gestion_guias'),
      link('staffContentPages', 'gestion_paginas'),
      link('staffCommunications', 'gestion_comunicaciones'),
      link('staffProgrammes', 'gestion_programas'),
      link('staffCompanies', 'gestion_empresas'),
      link('staffOffers', 'gestion_ofertas'),
      link('staffApplications', 'gestion_candidaturas'),
      link('staffInternships', 'gestion_practicas'),
      link('staffCandidates', 'gestion_candidatos'),
      link('staffDeletionRequests', 'gestion_solicitudes_bajas'),
      link('staffAudit', 'gestion_auditoria'),
      link('staffAgreements', 'gestion_convenios'),
      link('staffInvoices', 'gestion_facturas'),
      link('staffDocumentation', 'gestion_documentacion'),
      ...(staffRole === 'administrador'
        ? [link('staffBrand', 'gestion_marca'), link('staffLegalTexts', 'gestion_textos_legales')]
        : []),
      ...(staffRole === 'administrador' ? [link('staffUsers', 'gestion_usuarios')] : []),
      ...(staffRole === 'administrador' ? [link('staffAcademicRecord', 'gestion_expediente')] : []),
      ...(staffRole === 'administrador' ? [link('staffOutbox', 'gestion_correo')] : []),
      ...(staffRole === 'administrador' ? [link('staffScheduledJobs', 'gestion_tareas')] : []),
    ],
    collapsible: false,
    withAccountDeletion: false,
  };
}

/**
 * The company menu: student internships, graduate internships, employment agency, my
 * company. Education centres (tieneMenuSolicitudesPracticasEducacion) also get their requests.
 */
export function companyMenu(
  brand: BrandSettings,
  options: { educationRequests?: boolean } = {},
): MenuModel {
  const entries: MenuEntry[] = [
    link('home', 'home'),
    {
      kind: 'group',
      label: 'studentInternships',
      items: [
        link('newOffer', 'nueva_oferta', { tipo: 'practicas' }),
        link('manageOffers', 'mis_ofertas', { id: 'practicas' }),
        brand.canCrearConvenios && link('newAgreement', 'nuevo_convenio_colaboracion'),
        link('uploadSignedAgreement', 'subir_convenio_firmado'),
        link('internshipChangeRequest', 'solicitar_cambio_practicas'),
        options.educationRequests === true &&
          link('educationRequests', 'solicitudes_practicas_educacion'),
      ].filter(present),
    },
    {
      kind: 'group',
      label: 'graduateInternships',
      items: [
        link('newOffer', 'nueva_oferta', { tipo: 'practicastitulados' }),
        link('manageOffers', 'mis_ofertas', { id: 'practicastitulados' }),
      ],
    },
    {
      kind: 'group',
      label: 'employmentAgency',
      items: [
        link('newOffer', 'nueva_oferta', { tipo: 'empleo' }),
        link('manageOffers', 'mis_ofertas', { id: 'empleo' }),
      ],
    },
    {
      kind: 'group',
      label: 'myCompany',
      items: [
        link('companyProfile', 'mi_empresa'),
        link('myProfile', 'mi_perfil'),
        link('documentation', 'documentacion', { idTipoDocumentacion: '1' }),
        link('invoices', 'facturas'),
      ],
    },
  ];
  if (brand.hashelp) {
    entries.push(link('help', 'ayuda_empresa'));
  }
  return { entries, collapsible: true, withAccountDeletion: false };
}
