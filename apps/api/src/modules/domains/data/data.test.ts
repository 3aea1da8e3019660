import { describe, expect, it } from 'vitest';

import {
  ESTADO_CANDIDATURA,
  ID_ESPANA,
  ID_PROVINCIA_DESCONOCIDA,
  ID_TIPO_CONTACTO_POR_DEFECTO,
  ambitos,
  centrosEducativos,
  centrosEducativosDeProvincia,
  domainListNames,
  domainLists,
  estadosCandidaturasAlumno,
  facultades,
  facultadesDeTitulacion,
  isDomainListName,
  localidades,
  meses,
  municipioPorCodigo,
  municipios,
  necesitaPermisoTrabajo,
  nivelesIdioma,
  paises,
  provinciaWire,
  provincias,
  provinciasWire,
  tipoMotivoCambioEstadoCandidatura,
  tiposContactoEmpresa,
  tiposDocumentacion,
  titulaciones,
} from './index.ts';

function duplicates(values: readonly number[]): number[] {
  const seen = new Set<number>();
  const dup: number[] = [];
  for (const v of values) {
    if (seen.has(v)) {dup.push(v);}
    seen.add(v);
  }
  return dup;
}

describe('domain lists', () => {
  it('exposes every wire list name, each non-empty with unique ids and a descripcion', () => {
    expect([...domainListNames].sort()).toEqual(Object.keys(domainLists).sort());
    expect(domainListNames).toHaveLength(21);
    for (const name of domainListNames) {
      const list: readonly { descripcion: string }[] = domainLists[name];
      expect(list.length, name).toBeGreaterThan(0);
      for (const item of list) {expect(item.descripcion.trim().length, name).toBeGreaterThan(0);}
    }
    for (const name of domainListNames) {
      if (name === 'tipoMotivoCambioEstadoCandidatura') {continue;}
      const list: readonly { id: number }[] = domainLists[name];
      expect(duplicates(list.map((i) => i.id)), name).toEqual([]);
    }
    expect(duplicates(tipoMotivoCambioEstadoCandidatura.map((m) => m.idMotivo))).toEqual([]);
    expect(isDomainListName('localidades')).toBe(true);
    expect(isDomainListName('toString')).toBe(false);
    expect(isDomainListName('centrosEducativos')).toBe(false);
  });

  it('keeps the data read-only at run time', () => {
    expect(Object.isFrozen(municipios)).toBe(true);
    expect(Object.isFrozen(municipios[0])).toBe(true);
    expect(Object.isFrozen(domainLists)).toBe(true);
  });
});

describe('municipios (INE)', () => {
  it('holds the full INE list with consistent codes', () => {
    expect(municipios.length).toBe(8131);
    const ids = municipios.map((m) => m.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const bad = municipios.filter(
      (m) =>
        m.idProvincia < 1 ||
        m.idProvincia > 52 ||
        Math.floor(m.id / 1000) !== m.idProvincia ||
        m.nombre.length === 0 ||
        m.nombre !== m.nombre.trim(),
    );
    expect(bad).toEqual([]);
  });

  it('has plausible counts per province', () => {
    const count = new Map<number, number>();
    for (const m of municipios) {count.set(m.idProvincia, (count.get(m.idProvincia) ?? 0) + 1);}
    for (let p = 1; p <= 52; p++) {expect(count.get(p) ?? 0, `province ${p}`).toBeGreaterThan(0);}
    expect(count.get(28)).toBe(179);
    expect(count.get(8)).toBe(311);
    expect(count.get(9)).toBe(371);
    expect(count.get(51)).toBe(1);
    expect(count.get(52)).toBe(1);
    expect(count.get(ID_PROVINCIA_DESCONOCIDA)).toBeUndefined();
  });

  it('keeps the INE name and adds the natural-order one only after a trailing article', () => {
    expect(municipioPorCodigo(28079)).toEqual({ id: 28079, idProvincia: 28, nombre: 'Madrid' });
    expect(municipioPorCodigo(28127)).toMatchObject({
      nombre: 'Rozas de Madrid, Las',
      nombreMostrado: 'Las Rozas de Madrid',
    });
    expect(municipioPorCodigo(3011)?.nombreMostrado).toBe("L'Alfàs del Pi");
    expect(municipioPorCodigo(3139)?.nombreMostrado).toBe('Villajoyosa/La Vila Joiosa');
    expect(municipioPorCodigo(3014)).toMatchObject({ nombre: 'Alicante/Alacant' });
    expect(municipioPorCodigo(3014)?.nombreMostrado).toBeUndefined();
    // A comma that is not followed by an article is part of the name.
    expect(municipioPorCodigo(17901)?.nombreMostrado).toBeUndefined();
    expect(localidades.find((l) => l.id === 28127)?.descripcion).toBe('Las Rozas de Madrid');
  });
});

describe('provincias', () => {
  it('numbers 1–52 as INE, plus 53 Desconocido', () => {
    expect(provincias.map((p) => p.id)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
    expect(provincias[0]?.nombre).toBe('Araba/Álava');
    expect(provincias.find((p) => p.id === 24)?.nombre).toBe('León');
    expect(provincias.find((p) => p.id === 51)?.nombre).toBe('Ceuta');
    expect(provincias.find((p) => p.id === 52)?.nombre).toBe('Melilla');
    expect(provincias.find((p) => p.id === 53)?.nombre).toBe('Desconocido');
  });

  it('builds the wire shape with upper-case municipality names', () => {
    const madrid = provinciaWire(28);
    expect(madrid?.idProvincia).toBe('28');
    expect(madrid?.nameProvincia).toBe('Madrid');
    expect(Object.keys(madrid?.localidades ?? {})).toHaveLength(179);
    expect(madrid?.localidades[28079]).toBe('MADRID');
    expect(madrid?.localidades[28127]).toBe('LAS ROZAS DE MADRID');
    expect(provinciaWire(3)?.localidades[3014]).toBe('ALICANTE/ALACANT');
    expect(provinciaWire(ID_PROVINCIA_DESCONOCIDA)).toEqual({
      idProvincia: '53',
      nameProvincia: 'Desconocido',
      localidades: {},
    });
    expect(provinciaWire(54)).toBeUndefined();
    const all = provinciasWire();
    expect(all).toHaveLength(53);
    const total = all.reduce((n, p) => n + Object.keys(p.localidades).length, 0);
    expect(total).toBe(municipios.length);
  });
});

describe('paises', () => {
  it('has Spain as id 1 and about 250 countries', () => {
    expect(paises[0]).toMatchObject({ id: ID_ESPANA, iso2: 'ES', nombre: 'España', ue: true });
    expect(paises.length).toBeGreaterThanOrEqual(245);
    expect(duplicates(paises.map((p) => p.id))).toEqual([]);
    expect(new Set(paises.map((p) => p.iso2)).size).toBe(paises.length);
  });

  it('flags the EU and the no-permit area', () => {
    expect(paises.filter((p) => p.ue)).toHaveLength(27);
    const byIso = new Map(paises.map((p) => [p.iso2, p]));
    expect(byIso.get('FR')).toMatchObject({ ue: true, eee: true });
    expect(byIso.get('NO')).toMatchObject({ ue: false, eee: true });
    expect(byIso.get('CH')).toMatchObject({ ue: false, eee: true });
    expect(byIso.get('GB')).toMatchObject({ ue: false, eee: false });
    for (const p of paises) {if (p.ue) {expect(p.eee).toBe(true);}}
    const suiza = byIso.get('CH');
    const marruecos = byIso.get('MA');
    // Non-EU nationals need a work permit, EEA and Switzerland included.
    expect(suiza && necesitaPermisoTrabajo(suiza.id)).toBe(true);
    for (const iso of ['NO', 'IS', 'LI']) {
      const pais = byIso.get(iso);
      expect(pais && necesitaPermisoTrabajo(pais.id), iso).toBe(true);
    }
    const francia = byIso.get('FR');
    expect(francia && necesitaPermisoTrabajo(francia.id)).toBe(false);
    expect(marruecos && necesitaPermisoTrabajo(marruecos.id)).toBe(true);
    expect(necesitaPermisoTrabajo(ID_ESPANA)).toBe(false);
  });
});

describe('titulaciones, ámbitos and facultades', () => {
  it('references existing ámbitos, specialties and faculties', () => {
    expect(titulaciones.length).toBeGreaterThanOrEqual(60);
    const facultadIds = new Set(facultades.map((f) => f.id));
    for (const t of titulaciones) {
      const ambito = ambitos.find((a) => a.id === t.idAmbito);
      expect(ambito, t.descripcion).toBeDefined();
      const especialidades = ambito?.especialidadesAmbitoEstudio.map((e) => e.id) ?? [];
      expect(especialidades, t.descripcion).toContain(t.idEspecialidad);
      expect(facultadIds.has(t.idFacultad), t.descripcion).toBe(true);
      for (const id of t.idFacultadesAdicionales) {expect(facultadIds.has(id)).toBe(true);}
    }
    const especialidadIds = ambitos.flatMap((a) => a.especialidadesAmbitoEstudio.map((e) => e.id));
    expect(duplicates(especialidadIds)).toEqual([]);
    for (const a of ambitos) {expect(a.ambitoEstudo).toBe(a.descripcion);}
  });

  it('covers every level and excludes doctorates and extinct plans from student internships', () => {
    for (const nivel of ['grado', 'master', 'doctorado'] as const) {
      expect(
        titulaciones.some((t) => t.nivel === nivel),
        nivel,
      ).toBe(true);
    }
    for (const t of titulaciones) {
      if (t.nivel === 'doctorado' || t.extinguida)
        {expect(t.valeParaPracticasEstudiantes).toBe(false);}
    }
    expect(titulaciones.filter((t) => t.valeParaPracticasEstudiantes).length).toBeGreaterThan(50);
  });

  it('answers facultadesDeTitulacion', () => {
    const enfermeria = titulaciones.find((t) => t.descripcion === 'Grado en Enfermería');
    expect(enfermeria).toBeDefined();
    const nombres = facultadesDeTitulacion(enfermeria?.id ?? -1).map((f) => f.descripcion);
    expect(nombres[0]).toBe('Facultad de Ciencias de la Salud');
    expect(nombres).toHaveLength(2);
    expect(facultadesDeTitulacion(-1)).toEqual([]);
  });
});

describe('centros educativos (demo)', () => {
  it('point at real municipalities of their province', () => {
    for (const c of centrosEducativos) {
      const m = municipioPorCodigo(c.idLocalidad);
      expect(m, c.descripcion).toBeDefined();
      expect(m?.idProvincia).toBe(c.idProvincia);
      expect(c.localidad).toBe(m?.nombreMostrado ?? m?.nombre);
    }
    expect(centrosEducativosDeProvincia(28).length).toBeGreaterThan(0);
    expect(centrosEducativosDeProvincia(ID_PROVINCIA_DESCONOCIDA)).toEqual([]);
  });
});

describe('application states and other fixed ids', () => {
  it('has states 1, 16 and 17 and rejection reasons pointing at 17', () => {
    const byId = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e]));
    expect(byId.get(ESTADO_CANDIDATURA.INSCRITO)?.descripcion).toBe('Inscrito');
    expect(byId.get(ESTADO_CANDIDATURA.PREINSCRITO)?.descripcion).toBe('Preinscrito');
    expect(byId.get(ESTADO_CANDIDATURA.RECHAZADA_POR_CANDIDATO)?.descripcion).toBe(
      'Rechazada por el candidato',
    );
    for (const id of Object.values(ESTADO_CANDIDATURA)) {expect(byId.has(id), String(id)).toBe(true);}
    expect(tipoMotivoCambioEstadoCandidatura.length).toBeGreaterThanOrEqual(5);
    for (const m of tipoMotivoCambioEstadoCandidatura) {expect(m.idEstado).toBe(17);}
  });

  it('names application states as a fact about the application, fit for the candidate, the company and the careers office alike', () => {
    for (const state of estadosCandidaturasAlumno) {
      expect(state.descripcionEn, String(state.id)).not.toMatch(/\b(you|your)\b/i);
      expect(state.descripcion, String(state.id)).not.toMatch(/\b(tu|tus|te)\b/i);
    }
  });

  it('has contact type 9 as the only default', () => {
    const defaults = tiposContactoEmpresa.filter((t) => t.porDefecto);
    expect(defaults.map((t) => t.id)).toEqual([ID_TIPO_CONTACTO_POR_DEFECTO]);
    expect(tiposContactoEmpresa.find((t) => t.id === 9)).toBeDefined();
  });

  it('has the four documentation sections, 12 months and CEFR levels', () => {
    expect(tiposDocumentacion.map((t) => [t.id, t.descripcion])).toEqual([
      [1, 'Convenios'],
      [2, 'Anexos de prácticas'],
      [3, 'Notas informativas'],
      [4, 'Otros documentos'],
    ]);
    expect(meses.map((m) => m.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(meses[0]?.descripcion).toBe('Enero');
    expect(nivelesIdioma.map((n) => n.codigo)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
      'NATIVO',
    ]);
  });
});
