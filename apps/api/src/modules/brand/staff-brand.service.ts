import {
  Codes,
  MIN_CONTRAST_RATIO,
  contrastRatioOf,
  type BrandSettings,
  type StaffBrand,
  type StaffPrivacyVersion,
  type staffBrandBodySchema,
  type staffPrivacyBodySchema,
} from '@portal/contracts';
import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { privacyAcceptances, privacyTexts } from '../privacy/privacy.table.ts';

type BrandBody = z.output<typeof staffBrandBodySchema>;

export async function getStaffBrand(ctx: AppContext): Promise<StaffBrand> {
  const stored = await ctx.brand.stored();
  return {
    efectiva: await ctx.brand.get(),
    fijadasPorFichero: ctx.brand.fixedKeys(),
    actualizada: stored.updatedAt?.toISOString() ?? null,
  };
}

/** Brand colours are backgrounds of white text (buttons, header): below AA they are refused. */
function checkContrast(colores: BrandBody['colores']) {
  if (!colores) {
    return;
  }
  const errores = (lang: 'es' | 'en') =>
    (['primario', 'secundario'] as const).flatMap((key) => {
      const contrast = contrastRatioOf(colores[key], '#ffffff');
      const ratio = contrast.toFixed(2);
      const least = MIN_CONTRAST_RATIO.toFixed(1);
      return contrast < MIN_CONTRAST_RATIO
        ? [
            {
              campo: `colores.${key}`,
              codigo: 'contrast',
              mensaje:
                lang === 'es'
                  ? `El contraste del color ${colores[key]} con el texto blanco es ${ratio}:1; debe ser al menos ${least}:1 (WCAG AA).`
                  : `The contrast of colour ${colores[key]} with white text is ${ratio}:1; it must be at least ${least}:1 (WCAG AA).`,
            },
          ]
        : [];
    });
  if (errores('es').length > 0) {
    throw new AppError(Codes.INVALID_INPUT, {
      datos: { errores: errores('es') },
      datosEn: { errores: errores('en') },
    });
  }
}

async function writeBrand(
  ctx: AppContext,
  actor: AuditActor,
  patch: Partial<BrandSettings>,
  action: string,
  requestId?: string,
): Promise<BrandSettings> {
  const before = await ctx.brand.get();
  await ctx.db.transaction(async (tx) => {
    await ctx.brand.write(tx, patch);
    await recordAudit(tx, {
      actor,
      action,
      entity: 'marca',
      entityId: 1,
      before: Object.fromEntries(
        Object.keys(patch).map((key) => [key, before[key as keyof BrandSettings]]),
      ),
      after: patch,
      requestId,
    });
  });
  // The public configuration (dameConfiguracion) of this process reads the change at once.
  ctx.brand.invalidate();
  return ctx.brand.get();
}

/** Stores the settings given (any subset); unchanged keys keep their stored value. */
export async function saveBrand(
  ctx: AppContext,
  actor: AuditActor,
  body: BrandBody,
  requestId?: string,
): Promise<BrandSettings> {
  const patch: Partial<BrandSettings> = { ...body };
  checkContrast(patch.colores);
  if (Object.keys(patch).length === 0) {
    return ctx.brand.get();
  }
  return writeBrand(ctx, actor, patch, 'marca.editar', requestId);
}

export function setMaintenance(
  ctx: AppContext,
  actor: AuditActor,
  mantenimiento: boolean,
  requestId?: string,
): Promise<BrandSettings> {
  return writeBrand(
    ctx,
    actor,
    { mantenimiento },
    mantenimiento ? 'mantenimiento.activar' : 'mantenimiento.desactivar',
    requestId,
  );
}

const acceptanceCount =
  sql<number>`(select count(*) from ${privacyAcceptances} where ${privacyAcceptances.version} = ${privacyTexts.version})`.mapWith(
    Number,
  );

export async function listPrivacyVersions(ctx: AppContext): Promise<StaffPrivacyVersion[]> {
  const rows = await ctx.db
    .select({ text: privacyTexts, aceptaciones: acceptanceCount })
    .from(privacyTexts)
    .orderBy(desc(privacyTexts.version));
  return rows.map((r, index) => ({
    version: r.text.version,
    textoCorto: r.text.textoCorto,
    texto: r.text.texto,
    linkExterno: r.text.linkExterno,
    publicada: r.text.createdAt.toISOString(),
    aceptaciones: r.aceptaciones,
    vigente: index === 0,
  }));
}

/**
 * Publishes a new version: being the highest, it becomes the current text, so every user (who
 * has not accepted this version) is asked to accept it at next sign-in (RGPD flow).
 */
export async function publishPrivacyText(
  ctx: AppContext,
  actor: AuditActor,
  body: z.output<typeof staffPrivacyBodySchema>,
  requestId?: string,
): Promise<StaffPrivacyVersion> {
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(privacyTexts)
      .values({ textoCorto: body.textoCorto, texto: body.texto, linkExterno: body.linkExterno })
      .returning();
    if (!inserted) {
      throw new Error('privacy text not inserted');
    }
    await recordAudit(tx, {
      actor,
      action: 'textoLegal.publicar',
      entity: 'textoLegal',
      entityId: inserted.version,
      after: { textoCorto: inserted.textoCorto, linkExterno: inserted.linkExterno },
      requestId,
    });
    return inserted;
  });
  return {
    version: row.version,
    textoCorto: row.textoCorto,
    texto: row.texto,
    linkExterno: row.linkExterno,
    publicada: row.createdAt.toISOString(),
    aceptaciones: 0,
    vigente: true,
  };
}
