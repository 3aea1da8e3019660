// Builds ../paises.json from the npm package i18n-iso-countries (codes.json, langs/es.json,
// langs/en.json). The server reads only the committed paises.json, so the package is not a
// dependency: install it just for a rebuild, from the repository root:
//   npm install --no-save i18n-iso-countries && node apps/api/src/modules/domains/data/scripts/build-paises.mjs
//
// Id rule (see ../SOURCES.md): Spain is 1; the first build numbered every other country from 2
// upwards in ascending ISO 3166-1 numeric order. Ids already present in paises.json are kept on
// every rebuild; a country new to the package gets the next free id; a country the package drops
// keeps its row (names from the committed file) so stored references never dangle.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, '..', 'paises.json');
const require = createRequire(join(process.cwd(), 'package.json'));
const pkgDir = dirname(require.resolve('i18n-iso-countries/package.json'));
const codes = JSON.parse(readFileSync(join(pkgDir, 'codes.json'), 'utf8'));
const es = JSON.parse(readFileSync(join(pkgDir, 'langs', 'es.json'), 'utf8')).countries;
const en = JSON.parse(readFileSync(join(pkgDir, 'langs', 'en.json'), 'utf8')).countries;

// EU member states (27, since 1 February 2020).
const EU = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);
// No work permit needed: EU + the other EEA states (Iceland, Liechtenstein, Norway) + Switzerland.
const NO_PERMIT = new Set([...EU, 'IS', 'LI', 'NO', 'CH']);

const official = (v) => (Array.isArray(v) ? v[0] : v);

const previous = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : [];
const idByIso = new Map(previous.map((p) => [p.iso2, p.id]));
if (idByIso.size === 0) {
  idByIso.set('ES', 1);
  const rest = codes.filter((c) => c[0] !== 'ES').sort((a, b) => Number(a[2]) - Number(b[2]));
  rest.forEach((c, i) => idByIso.set(c[0], i + 2));
}
let next = Math.max(...idByIso.values()) + 1;

const rows = new Map(previous.map((p) => [p.iso2, p]));
for (const [iso2, iso3, numeric] of codes) {
  const nombre = official(es[iso2]);
  const nombreEn = official(en[iso2]);
  if (!nombre || !nombreEn) throw new Error(`missing name for ${iso2}`);
  if (!idByIso.has(iso2)) idByIso.set(iso2, next++);
  rows.set(iso2, {
    id: idByIso.get(iso2),
    iso2,
    iso3,
    numerico: numeric,
    nombre,
    nombreEn,
    ue: EU.has(iso2),
    eee: NO_PERMIT.has(iso2),
  });
}
const list = [...rows.values()].sort((a, b) => a.id - b.id);
if (list[0]?.iso2 !== 'ES' || list[0].id !== 1) throw new Error('Spain must be id 1');
if (new Set(list.map((p) => p.id)).size !== list.length) throw new Error('duplicate ids');
if (list.filter((p) => p.ue).length !== 27) throw new Error('expected 27 EU members');
writeFileSync(output, `[\n${list.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
console.log(`wrote ${list.length} countries to ${output}`);
