import { describe, expect, it } from 'vitest';
import {
  Codes,
  connectionErrorText,
  followUpTargets,
  getStatusEntry,
  httpStatusFor,
  isStatusCode,
  statusCategories,
  statusCodeList,
  statusCodes,
  statusLanguages,
  statusMessage,
} from './index.ts';

/** Every code named by the spec, grouped rows spelled out one by one. */
const spec001ErrorCodes = [
  2, 3, 4, 9, 10, 11, 14, 15, 16, 17, 18, 19, 28, 30, 32, 33, 34, 35, 36, 37, 38, 39, 42, 46, 49,
  52, 54, 55, 57, 58, 59, 71, 62, 110, 64, 66, 69, 70, 73, 83, 84, 80, 81, 90, 91, 92, 93, 103, 106,
  108, 109, 500, 515, 518,
];
const spec001MessageCodes = [
  501, 502, 503, 504, 505, 506, 508, 514, 521, 543, 509, 510, 511, 512, 513, 516, 517, 519, 522,
  524, 528, 529, 530, 531, 532, 533, 534, 540, 541,
];
/** Codes named by the spec. */
const spec000Codes = [0, 1, 2, 3, 12, 24, 90, 500, 518, 533];
/** The grouped rows of the spec, each code of the group present on its own. */
const groupedRows = [
  [18, 19],
  [59, 71],
  [62, 110],
  [66, 69, 70, 73, 83, 84],
  [503, 504],
  [508, 514, 521, 543],
  [530, 531, 532, 533],
  [534, 540],
];

describe('status-code catalogue', () => {
  it("holds every code of both specs plus the transport codes (ADR 0001), the academic record's own, and nothing else", () => {
    const transportCodes = [400, 403, 404, 413, 428, 429];
    // Unverified candidate, import running, unreadable file, rows refused, import not pending,
    // integration token refused, degree code already mapped.
    const academicRecordCodes = [120, 121, 122, 123, 124, 125, 126];
    const expected = new Set([
      ...spec001ErrorCodes,
      ...spec001MessageCodes,
      ...spec000Codes,
      ...transportCodes,
      ...academicRecordCodes,
    ]);
    const actual = new Set(statusCodeList.map((entry) => entry.code));
    expect([...actual].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(Object.keys(statusCodes)).toHaveLength(expected.size);
  });

  it.each(groupedRows.map((group) => ({ group })))(
    'has every code of the row $group',
    ({ group }) => {
      for (const code of group) {
        expect(getStatusEntry(code)?.code).toBe(code);
      }
    },
  );

  it('keys each entry by its own code', () => {
    for (const [key, entry] of Object.entries(statusCodes)) {
      expect(entry.code).toBe(Number(key));
    }
  });

  it('has non-empty titles and bodies in Spanish and English for every code', () => {
    for (const entry of statusCodeList) {
      for (const lang of statusLanguages) {
        expect(entry[lang].titulo.trim(), `${entry.code} ${lang} titulo`).not.toBe('');
        expect(entry[lang].cuerpo.trim(), `${entry.code} ${lang} cuerpo`).not.toBe('');
      }
    }
  });

  it('uses valid categories, with 2, 32, 59, 71 and 90 important and no other', () => {
    for (const entry of statusCodeList) {
      expect(statusCategories).toContain(entry.category);
    }
    const important = statusCodeList.filter((e) => e.category === 'important').map((e) => e.code);
    expect(important).toEqual([2, 32, 59, 71, 90]);
  });

  it('only follows up to the targets of the spec, with a button label in both languages', () => {
    for (const entry of statusCodeList) {
      if (entry.followUp) {
        expect(followUpTargets).toContain(entry.followUp.to);
        expect(entry.es.btn_text, `${entry.code} es btn_text`).toBeTruthy();
        expect(entry.en.btn_text, `${entry.code} en btn_text`).toBeTruthy();
      }
    }
  });

  it('opens /mi-empresa in a new tab and nothing else', () => {
    for (const entry of statusCodeList) {
      if (entry.followUp) {
        expect(entry.followUp.blank).toBe(entry.followUp.to === '/mi-empresa');
      }
    }
  });

  it.each([
    [Codes.COMPANY_NOT_VALIDATED, '/mi-empresa', true],
    [Codes.COMPLETE_YOUR_CV, '/cv', false],
    [Codes.COMPLETE_YOUR_CV_TO_APPLY, '/cv', false],
    [Codes.OFFER_NOT_FOUND, '/', false],
    [Codes.OFFER_CREATED, '/mis-ofertas', false],
    [Codes.PASSWORD_SET, '/login/empresas', false],
  ])('follows code %i up to %s (new tab: %s)', (code, to, blank) => {
    expect(getStatusEntry(code).followUp).toEqual({ to, blank });
  });

  it('marks the codes that are reported and those showing the server message', () => {
    const reported = statusCodeList.filter((e) => e.reportsError).map((e) => e.code);
    expect(reported).toEqual([1, 12, 24, 500]);
    const server = statusCodeList.filter((e) => e.serverMessage).map((e) => e.code);
    // 122: the server names what is wrong with the record file.
    expect(server).toEqual([3, 58, 90, 122, 515]);
  });

  it('has success kind exactly for the 200 entries', () => {
    for (const entry of statusCodeList) {
      expect(entry.kind === 'success', `${entry.code}`).toBe(entry.httpStatus === 200);
    }
  });

  it('uses the exact wording of the spec where it gives one', () => {
    expect(statusCodes[80].es.cuerpo).toMatch(
      /^Tu candidatura no es posible porque no cumple con los siguientes requisitos de la oferta: \{requisitos\}/,
    );
    expect(statusCodes[80].es.cuerpo).toContain('Revisa tu perfil');
    expect(statusCodes[46].es.cuerpo).toBe('Este tipo de fichero no esta permitido');
    expect(connectionErrorText.es).toBe('Error de conexión, por favor revisa tu conexión');
  });
});

describe('httpStatusFor', () => {
  it.each([
    [0, 200],
    [2, 401],
    [3, 401],
    [4, 404],
    [9, 403],
    [59, 403],
    [71, 403],
    [10, 409],
    [16, 409],
    [30, 409],
    [39, 409],
    [64, 409],
    [103, 409],
    [109, 409],
    [52, 422],
    [54, 422],
    [58, 422],
    [80, 422],
    [91, 422],
    [92, 422],
    [66, 400],
    [84, 400],
    [90, 429],
    [500, 500],
    [506, 200],
    [533, 200],
  ])('maps code %i to HTTP %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it('treats a code outside the catalogue as a 500', () => {
    expect(httpStatusFor(9999)).toBe(500);
    expect(isStatusCode(9999)).toBe(false);
    expect(getStatusEntry(9999)).toBeUndefined();
  });
});

describe('statusMessage', () => {
  it('fills the requirements of code 80, joining a list with commas', () => {
    const message = statusMessage(Codes.REQUIREMENTS_NOT_MET, 'es', {
      requisitos: ['carnet de conducir', 'nivel B2 de inglés'],
    });
    expect(message.cuerpo).toBe(
      'Tu candidatura no es posible porque no cumple con los siguientes requisitos de la oferta: carnet de conducir, nivel B2 de inglés. Revisa tu perfil o ponte en contacto con nosotros si necesitas ayuda.',
    );
    expect(statusMessage(80, 'en', { requisitos: 'driving licence' }).cuerpo).toContain(
      'requirements of the offer: driving licence.',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(statusMessage(80, 'es').cuerpo).toContain('{requisitos}');
  });

  it('returns the button label of entries that have one', () => {
    expect(statusMessage(Codes.COMPANY_NOT_VALIDATED, 'es').btn_text).toBe('Ver mi empresa');
    expect(statusMessage(Codes.BAD_CREDENTIALS, 'es').btn_text).toBeUndefined();
  });

  it('shows the server message for the codes that use it, and only for those', () => {
    const blocked = 'Usuario bloqueado hasta las 12:30';
    expect(statusMessage(Codes.USER_BLOCKED, 'es', {}, blocked).cuerpo).toBe(blocked);
    expect(statusMessage(Codes.USER_BLOCKED, 'es', {}, '  ').cuerpo).toBe(
      statusCodes[90].es.cuerpo,
    );
    expect(statusMessage(Codes.OFFER_NOT_FOUND, 'es', {}, 'otro').cuerpo).toBe(
      statusCodes[4].es.cuerpo,
    );
  });

  it('falls back to the generic error for an unknown code', () => {
    expect(statusMessage(9999, 'en')).toEqual(statusCodes[1].en);
  });
});
