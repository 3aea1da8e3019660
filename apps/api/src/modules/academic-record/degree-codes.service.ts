import { Codes } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { degreeName } from '../domains/domain-lookups.ts';
import { recordDegreeCodes } from './academic-record.table.ts';
import { degreeCodeKey } from './record-analysis.ts';

export async function listDegreeCodes(ctx: AppContext) {
  const rows = await ctx.db.select().from(recordDegreeCodes).orderBy(asc(recordDegreeCodes.codigo));
  return rows.map((r) => ({
    codigo: r.codigo,
    idTitulacion: r.idTitulacion,
    titulacion: degreeName(r.idTitulacion) ?? String(r.idTitulacion),
  }));
}

/**
 * Maps a code (stored as the file's key: upper case, trimmed) to a degree of the portal's list. A
 * code mapped to another degree changes only when the body asks to replace it (126 otherwise):
 * every later import reads its rows as the new degree.
 */
export async function saveDegreeCode(
  ctx: AppContext,
  actor: AuditActor,
  body: { codigo: string; idTitulacion: number; reemplazar?: boolean | undefined },
) {
  if (degreeName(body.idTitulacion) === undefined) {
    const refusal = (mensaje: string) => ({
      errores: [{ campo: 'idTitulacion', codigo: 'not_found', mensaje }],
    });
    throw new AppError(Codes.INVALID_INPUT, {
      datos: refusal('La titulación no está en la lista del portal.'),
      datosEn: refusal("The degree is not on the portal's list."),
    });
  }
  const codigo = degreeCodeKey(body.codigo);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(recordDegreeCodes)
      .where(eq(recordDegreeCodes.codigo, codigo))
      .for('update');
    if (before && before.idTitulacion !== body.idTitulacion && body.reemplazar !== true) {
      const taken = (lang: 'es' | 'en') => ({
        codigo,
        idTitulacion: before.idTitulacion,
        titulacion: degreeName(before.idTitulacion, lang) ?? String(before.idTitulacion),
      });
      throw new AppError(Codes.RECORD_CODE_TAKEN, { datos: taken('es'), datosEn: taken('en') });
    }
    await tx
      .insert(recordDegreeCodes)
      .values({ codigo, idTitulacion: body.idTitulacion })
      .onConflictDoUpdate({
        target: recordDegreeCodes.codigo,
        set: { idTitulacion: body.idTitulacion, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: 'expediente.codigo_titulacion',
      entity: 'codigo_titulacion',
      entityId: codigo,
      before: before ? { idTitulacion: before.idTitulacion } : null,
      after: { idTitulacion: body.idTitulacion },
    });
  });
  return listDegreeCodes(ctx);
}

export async function deleteDegreeCode(ctx: AppContext, actor: AuditActor, codigo: string) {
  const key = degreeCodeKey(codigo);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(recordDegreeCodes)
      .where(eq(recordDegreeCodes.codigo, key))
      .returning();
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      actor,
      action: 'expediente.borrar_codigo_titulacion',
      entity: 'codigo_titulacion',
      entityId: key,
      before: { idTitulacion: row.idTitulacion },
    });
  });
  return listDegreeCodes(ctx);
}
