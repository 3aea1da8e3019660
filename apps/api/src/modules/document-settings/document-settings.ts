import { documentSettingsSchema, type DocumentSettings } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { defaultAgreementClauses } from './agreement-clauses.ts';
import { documentSettings } from './document-settings.table.ts';

export type { DocumentSettings };

/** Until an administrator saves them: the brand's university name and placeholders to replace. */
export const defaultDocumentSettings = (universidad: string): DocumentSettings => ({
  razonSocial: universidad,
  cif: 'Q0000000J',
  direccion: 'Avenida de la Universidad, 1, 28000 Madrid',
  localidad: 'Madrid',
  representanteNombre: 'Vicerrectorado de Estudiantes y Empleo',
  representanteCargo: 'Vicerrector/a de Estudiantes y Empleo, por delegación del Rector/a',
  iban: 'ES9121000418450200051332',
  diasPago: 30,
  tipoIva: 21,
  serieFactura: 'F',
  clausulasConvenio: { ...defaultAgreementClauses },
});

/** The settings in force: the stored row (checked against the contract) or the defaults. */
export async function getDocumentSettings(ctx: AppContext): Promise<DocumentSettings> {
  const [row] = await ctx.db
    .select({ settings: documentSettings.settings })
    .from(documentSettings)
    .where(eq(documentSettings.id, 1));
  const stored = row ? documentSettingsSchema.safeParse(row.settings) : null;
  if (stored?.success) {
    return stored.data;
  }
  return defaultDocumentSettings((await ctx.brand.get()).universidad);
}

/** Replaces the settings, with an audit entry of before and after, in one transaction. */
export async function saveDocumentSettings(
  ctx: AppContext,
  actor: AuditActor,
  settings: DocumentSettings,
  requestId?: string,
): Promise<DocumentSettings> {
  const before = await getDocumentSettings(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(documentSettings)
      .values({ id: 1, settings })
      .onConflictDoUpdate({
        target: documentSettings.id,
        set: { settings, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: 'datos-documentos.editar',
      entity: 'datos-documentos',
      entityId: 1,
      before,
      after: settings,
      requestId,
    });
  });
  return getDocumentSettings(ctx);
}
