import { describe, expect, it } from 'vitest';
import { applicationActions, internalPath } from './application-actions.ts';

const item = (
  idEstado: number,
  flags: { puedeRetirarse?: boolean; preinscripcion?: boolean; docs?: Record<string, string> },
) => ({
  idEstado,
  puedeRetirarse: flags.puedeRetirarse ?? false,
  preinscripcion: flags.preinscripcion ?? false,
  documentacionPendienteFirma: flags.docs ?? {},
});

describe('applicationActions', () => {
  it('lets a candidate withdraw only an application the company has not processed', () => {
    expect(applicationActions(item(1, { puedeRetirarse: true })).withdraw).toBe(true);
    for (const estado of [2, 3, 4, 5, 6, 7, 8, 9, 17]) {
      expect(applicationActions(item(estado, { puedeRetirarse: true })).withdraw).toBe(false);
    }
    expect(applicationActions(item(1, { puedeRetirarse: false })).withdraw).toBe(false);
  });

  it('offers accept/reject in state 16 and in state 1 while documents are unsigned', () => {
    const pre = applicationActions(item(16, { preinscripcion: true }));
    expect(pre).toMatchObject({
      answerPreEnrolment: true,
      acceptedPendingSignature: false,
      withdraw: false,
    });
    const docs = { 'Aceptación de la preinscripción': '/firma-documento/7' };
    const pending = applicationActions(
      item(1, { preinscripcion: true, puedeRetirarse: true, docs }),
    );
    // After accepting (108) the buttons stay while documents are unsigned, beside the warning.
    expect(pending).toEqual({
      answerPreEnrolment: true,
      acceptedPendingSignature: true,
      withdraw: false,
      pendingDocuments: [
        { nombre: 'Aceptación de la preinscripción', enlace: '/firma-documento/7' },
      ],
    });
    expect(applicationActions(item(1, { preinscripcion: true }))).toMatchObject({
      answerPreEnrolment: false,
      acceptedPendingSignature: false,
    });
    expect(applicationActions(item(17, { preinscripcion: true })).answerPreEnrolment).toBe(false);
    expect(applicationActions(item(16, {})).answerPreEnrolment).toBe(false);
  });

  it('tells portal signing pages from an external provider URL', () => {
    expect(internalPath('/firma-documento/3')).toBe('/firma-documento/3');
    expect(internalPath('https://firma.example/doc/3')).toBeNull();
    expect(internalPath('//evil.example/x')).toBeNull();
  });
});
