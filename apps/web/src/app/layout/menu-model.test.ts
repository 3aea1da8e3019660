import type { BrandSettings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildToken } from '../../test/tokens.ts';
import { decodeToken } from '../../lib/jwt.ts';
import type { Session } from '../../lib/session.ts';
import {
  candidateMenu,
  companyMenu,
  profilePath,
  staffMenu,
  type MenuEntry,
} from './menu-model.ts';

const brand = {
  canPropuestaPracticas: true,
  hasProgramaPracticasActivo: true,
  hasEventos: true,
  hasGuiasOrientacion: true,
  hashelp: true,
  canBorrarCuenta: true,
  canCrearConvenios: true,
} as BrandSettings;

function session(hasPracticas: boolean, hasEmpleo: boolean): Session {
  const token = buildToken();
  const claims = decodeToken(token);
  if (claims === null) {
    throw new Error('bad token');
  }
  return {
    token,
    claims,
    role: 'alumno',
    hasPracticas,
    hasEmpleo,
    primerAcceso: false,
    remember: false,
    loggedby: 'PrivadoAlumno',
  };
}

function routes(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => (e.kind === 'link' ? [e.route] : e.items.map((i) => i.route)));
}

describe('candidate menu', () => {
  it('gives a student the student-internship entries, flat', () => {
    const menu = candidateMenu(session(true, false), brand);
    expect(menu.collapsible).toBe(false);
    expect(routes(menu.entries)).toContain('propuesta_practicas');
    expect(routes(menu.entries)).not.toContain('ofertas_empleo');
  });

  it('gives a graduate graduate internships and employment', () => {
    const found = routes(candidateMenu(session(false, true), brand).entries);
    expect(found).toEqual(
      expect.arrayContaining(['ofertas_practicas_titulados', 'ofertas_empleo']),
    );
    expect(found).not.toContain('ofertas_practicas');
  });

  it('gives a user who is both collapsible panels', () => {
    const menu = candidateMenu(session(true, true), brand);
    expect(menu.collapsible).toBe(true);
    expect(menu.entries.filter((e) => e.kind === 'group').map((e) => e.label)).toEqual([
      'studentInternships',
      'graduateInternships',
      'employment',
    ]);
  });

  it('shows help, the proposal and Solicitar baja only when the brand allows them', () => {
    const off = { ...brand, hashelp: false, canPropuestaPracticas: false, canBorrarCuenta: false };
    const menu = candidateMenu(session(true, false), off);
    expect(routes(menu.entries)).not.toContain('ayuda');
    expect(routes(menu.entries)).not.toContain('propuesta_practicas');
    expect(menu.withAccountDeletion).toBe(false);
    expect(candidateMenu(session(true, false), brand).withAccountDeletion).toBe(true);
  });
});

describe('company menu', () => {
  it('has student internships, graduate internships, employment agency and my company', () => {
    const menu = companyMenu(brand);
    expect(menu.entries.filter((e) => e.kind === 'group').map((e) => e.label)).toEqual([
      'studentInternships',
      'graduateInternships',
      'employmentAgency',
      'myCompany',
    ]);
    expect(routes(menu.entries)).toContain('mi_empresa');
  });
});

describe('staff menu and the greeting link', () => {
  it('gives the careers-office staff the back-office and the surveys', () => {
    const model = staffMenu();
    expect(routes(model.entries).slice(0, 2)).toEqual(['gestion', 'gestion_encuestas']);
    expect(model.withAccountDeletion).toBe(false);
  });

  it('gives the staff the news editor and the contact inbox', () => {
    expect(routes(staffMenu().entries)).toEqual(
      expect.arrayContaining(['gestion_noticias', 'gestion_contacto']),
    );
  });

  it('gives every staff user the content screens and only administrators brand and legal texts', () => {
    const content = [
      'gestion_eventos',
      'gestion_guias',
      'gestion_comunicaciones',
      'gestion_programas',
    ];
    const adminOnly = [
      'gestion_marca',
      'gestion_textos_legales',
      'gestion_expediente',
      'gestion_correo',
      'gestion_tareas',
    ];
    const manager = routes(staffMenu('gestor').entries);
    expect(manager).toEqual(expect.arrayContaining(content));
    expect(manager.filter((r) => adminOnly.includes(r))).toEqual([]);
    expect(routes(staffMenu('administrador').entries)).toEqual(
      expect.arrayContaining([...content, ...adminOnly]),
    );
  });

  it('links the greeting to /cv, /mi-perfil or /gestion by role', () => {
    expect(profilePath('alumno')).toBe('/cv');
    expect(profilePath('empresa')).toBe('/mi-perfil');
    expect(profilePath('gestor')).toBe('/gestion');
  });
});
