import { describe, expect, it } from 'vitest';
import { candidateDocumentTypeText, tiposDocumentoCandidato } from './candidate-documents.ts';
import { PORTFOLIO_DOCUMENT_TYPE } from './cv.ts';

describe("a candidate's document types", () => {
  it('name every type and say what it is in Spanish and in English', () => {
    for (const type of tiposDocumentoCandidato) {
      const spanish = candidateDocumentTypeText(type.id, 'es');
      const english = candidateDocumentTypeText(type.id, 'en-GB');
      expect(spanish).toEqual({ nombre: type.descripcion, detalle: type.detalle });
      expect(english?.nombre).not.toBe('');
      expect(english?.detalle).not.toBe('');
      expect(english?.nombre).not.toBe(spanish?.nombre);
    }
    expect(candidateDocumentTypeText(2, 'en')?.nombre).toBe('Proof of your Social Security number');
  });

  it('call a portfolio file a portfolio in both languages, and know no other type', () => {
    expect(candidateDocumentTypeText(PORTFOLIO_DOCUMENT_TYPE, 'es')?.nombre).toBe('Portfolio');
    expect(candidateDocumentTypeText(PORTFOLIO_DOCUMENT_TYPE, 'en')?.nombre).toBe('Portfolio');
    expect(candidateDocumentTypeText(99, 'en')).toBeNull();
  });
});
