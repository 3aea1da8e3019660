import { staffInvitationsBodySchema } from '@portal/contracts';

const guestSchema = staffInvitationsBodySchema.shape.invitados.element;

export interface InvitationLine {
  /** The line's number in the text box (1-based, blank lines counted). */
  line: number;
  text: string;
  email: string;
  idPractica: number | null;
}

/** One guest a line: `email`, or `email;idPractica` (blank lines skipped). */
export function invitationLines(text: string): InvitationLine[] {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (line === '') {
      return [];
    }
    const [email = '', practica] = line.split(/[;,\s]+/);
    const idPractica = practica && /^\d+$/.test(practica) ? Number(practica) : null;
    return [{ line: index + 1, text: line, email, idPractica }];
  });
}

/** A refused line and why. */
export interface BadInvitationLine extends InvitationLine {
  mensaje: string;
}

/** The lines the server would refuse by their form (the contract's own messages). */
export const badInvitationLines = (lines: readonly InvitationLine[]): BadInvitationLine[] =>
  lines.flatMap((l) => {
    const parsed = guestSchema.safeParse({ email: l.email, idPractica: l.idPractica });
    return parsed.success ? [] : [{ ...l, mensaje: parsed.error.issues[0]?.message ?? '' }];
  });

/** The lines named by the server's field errors (`invitados.{index}.email|idPractica`). */
export function linesOfFieldErrors(
  lines: readonly InvitationLine[],
  errores: readonly { campo: string; mensaje: string }[],
): BadInvitationLine[] {
  return errores.flatMap((error) => {
    const match = /^invitados\.(\d+)\./.exec(error.campo);
    const line = match ? lines[Number(match[1])] : undefined;
    return line ? [{ ...line, mensaje: error.mensaje }] : [];
  });
}
