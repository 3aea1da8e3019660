import { describe, expect, it } from 'vitest';
import { offerFamilies } from '../portal/offers.ts';
import { matchRoute, pathFor, RouteParamError } from './match-route.ts';
import {
  routeOfferFamilies,
  routeTable,
  routesByName,
  type AppRoute,
  type RouteName,
} from './route-table.ts';

describe('route table', () => {
  it('has unique names and unique paths', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path.toLowerCase())).size).toBe(routeTable.length);
  });

  it('holds every path the specification lists', () => {
    const specPaths = [
      '/login',
      '/login/7',
      '/login/empresas',
      '/login/antiguos',
      '/login/alumnos',
      '/gma2019',
      '/mantenimiento',
      '/solicitar-cuenta',
      '/registro',
      '/restablecer-login',
      '/restablecer-candidato',
      '/establecer-login',
      '/evento-publico/3',
      '/encuestas/5',
      '/encuestas/5/acceso',
      '/politica-de-privacidad',
      '/politica-de-cookies',
      '/proteccion-de-datos',
      '/acceso',
      '/logout',
      '/404',
      '/',
      '/programas-practicas-activos',
      '/programas-practicas-activos/2',
      '/propuesta-practicas',
      '/eventos',
      '/eventos/foro',
      '/encuestas',
      '/ofertas-empleo',
      '/ofertas-empleo/x1',
      '/ofertas-practicas',
      '/ofertas-practicas/x2',
      '/ofertas-practicas-titulados',
      '/ofertas-practicas-titulados/x3',
      '/mis-candidaturas/9',
      '/mis-candidaturas-empleo',
      '/mis-candidaturas-estudiante',
      '/mis-candidaturas-titulado',
      '/cv',
      '/mis-practicas',
      '/mis-practicas-estudiante',
      '/guias-orientacion',
      '/orientacion-laboral',
      '/ayuda',
      '/documentacion/1',
      '/documentacion/1/estudiantes',
      '/documentacion/1/titulados',
      '/subir-convenio-firmado',
      '/nuevo-convenio-colaboracion',
      '/nueva-oferta',
      '/nueva-oferta/practicas',
      '/nueva-oferta/empleo',
      '/nueva-oferta/practicastitulados',
      '/editar-oferta/4',
      '/mis-ofertas',
      '/mis-ofertas/practicas',
      '/mis-ofertas/empleo',
      '/mis-ofertas/practicastitulados',
      '/oferta/4',
      '/visor-oferta/4',
      '/mi-empresa',
      '/mi-perfil',
      '/solicitar-cambio-practicas',
      '/ver-cv/8',
      '/solicitudes-practicas-educacion',
      '/solicitudes-practicas-educacion/2',
      '/solicitudes-practicas-educacion/2/editar',
      '/privacy-policy',
      '/cookies-policy',
      '/news',
      '/press-room',
      '/contact',
      '/work-with-us',
    ];
    for (const path of specPaths) {
      expect(matchRoute(path), path).not.toBeNull();
    }
  });

  it('uses the route names of the spec for links', () => {
    const names: RouteName[] = [
      'cv',
      'cv-view',
      'mi_perfil',
      'documentacion',
      'ficha_encuestas',
      'acceso_encuesta',
      'ficha_oferta_alumno_empleo',
      'ficha_oferta_alumno_practicas',
      'ficha_oferta_alumno_practicas_titulados',
      'ficha_oferta_empresa',
      'visor_oferta',
      'ficha-solicitudes-educacion',
    ];
    for (const name of names) {
      expect(routesByName[name].name).toBe(name);
    }
  });

  it('knows exactly the offer families of the contracts', () => {
    expect([...routeOfferFamilies].sort()).toEqual([...offerFamilies].sort());
  });

  it('carries the brand permissions of the spec', () => {
    expect(routesByName.registro.permission).toBe('canRegistroAlumno');
    expect(routesByName.nuevo_convenio_colaboracion.permission).toBe('canCrearConvenios');
    expect(routesByName.ayuda.permission).toBe('hashelp');
    // Help is a candidate page; companies have their own.
    expect(routesByName.ayuda.access).toBe('candidate');
    expect(routesByName.ayuda_empresa).toMatchObject({ access: 'company', permission: 'hashelp' });
    expect(routesByName.eventos.permission).toBe('hasEventos');
    expect(routesByName.guias_orientacion.permission).toBe('hasGuiasOrientacion');
  });

  it('builds paths from names and parameters', () => {
    expect(pathFor('home')).toBe('/');
    expect(pathFor('cv')).toBe('/cv');
    expect(pathFor('mis_ofertas')).toBe('/mis-ofertas');
    expect(pathFor('mis_ofertas', { id: 'empleo' })).toBe('/mis-ofertas/empleo');
    expect(pathFor('ficha_encuestas', { id: 'a b' })).toBe('/encuestas/a%20b');
    expect(pathFor('editar_solicitud_educacion', { id: 3 })).toBe(
      '/solicitudes-practicas-educacion/3/editar',
    );
    expect(() => pathFor('ficha_evento')).toThrow(RouteParamError);
  });

  it('round-trips: the path built for a name matches that name', () => {
    for (const route of routeTable as readonly AppRoute[]) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => [
          name,
          route.params?.[name]?.[0] ?? '1',
        ]),
      );
      expect(matchRoute(pathFor(route.name, params))?.route.name).toBe(route.name);
    }
  });
});
