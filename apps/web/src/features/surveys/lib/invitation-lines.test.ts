import { describe, expect, it } from 'vitest';
import { badInvitationLines, invitationLines, linesOfFieldErrors } from './invitation-lines.ts';

describe('invitation lines', () => {
  const text = 'tutor@empresa.es;12\n\nnadie@\n  otra@empresa.es  \nsin-arroba';

  it('keeps each guest with the number of its line in the box', () => {
    expect(invitationLines(text).map((l) => [l.line, l.email, l.idPractica])).toEqual([
      [1, 'tutor@empresa.es', 12],
      [3, 'nadie@', null],
      [4, 'otra@empresa.es', null],
      [5, 'sin-arroba', null],
    ]);
  });

  it('names the lines whose address is not valid', () => {
    expect(badInvitationLines(invitationLines(text)).map((l) => [l.line, l.mensaje])).toEqual([
      [3, 'Debes indicar una dirección de correo electrónico válida'],
      [5, 'Debes indicar una dirección de correo electrónico válida'],
    ]);
  });

  it('turns the server field errors into the lines they concern', () => {
    const lines = invitationLines(text);
    expect(
      linesOfFieldErrors(lines, [
        { campo: 'invitados.2.idPractica', mensaje: 'No existe' },
        { campo: 'titulo', mensaje: 'Otro' },
      ]).map((l) => [l.line, l.mensaje]),
    ).toEqual([[4, 'No existe']]);
  });
});
