import { describe, expect, it } from 'vitest';
import { withFlag } from './cv-fields-section.tsx';

const flags = (visible: boolean, editable: boolean, obligatorio: boolean) => ({
  visible,
  editable,
  obligatorio,
});

describe('withFlag keeps the CV field flags coherent', () => {
  it('requiring a field makes it visible and editable', () => {
    expect(withFlag(flags(false, false, false), 'obligatorio', true)).toEqual(
      flags(true, true, true),
    );
  });
  it('an editable field is visible', () => {
    expect(withFlag(flags(false, false, false), 'editable', true)).toEqual(
      flags(true, true, false),
    );
  });
  it('hiding a field makes it neither editable nor required', () => {
    expect(withFlag(flags(true, true, true), 'visible', false)).toEqual(flags(false, false, false));
  });
  it('a read-only field is not required', () => {
    expect(withFlag(flags(true, true, true), 'editable', false)).toEqual(flags(true, false, false));
  });
  it('no longer requiring it keeps the rest', () => {
    expect(withFlag(flags(true, true, true), 'obligatorio', false)).toEqual(
      flags(true, true, false),
    );
  });
});
