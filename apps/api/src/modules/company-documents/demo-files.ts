import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { renderSectionedPdf } from '../../lib/pdf/index.ts';
import { sha256 } from '../../lib/sha256.ts';
import { companyDocuments, documentationFiles } from './company-documents.table.ts';

const sectionTitles = {
  anexos: 'Anexo de prácticas',
  notas_informativas: 'Nota informativa',
  otros: 'Documentación',
} as const;

/**
 * Demo rows are seeded without bytes (the seed has no file storage): the first time they are
 * listed or downloaded, a real PDF is rendered from the row's data and stored once, like the demo
 * agreements and invoices. Rows uploaded through the API always carry their file.
 */
export async function materializeDocumentation(ctx: AppContext): Promise<void> {
  const pending = await ctx.db
    .select()
    .from(documentationFiles)
    .where(isNull(documentationFiles.storageKey));
  if (pending.length === 0) {
    return;
  }
  const brand = await ctx.brand.get();
  for (const row of pending) {
    const pdf = await renderSectionedPdf({
      titulo: row.titulo,
      universidad: brand.universidad,
      referencia: `${sectionTitles[row.seccion]} ${String(row.id)}`,
      creado: row.createdAt,
      secciones: [
        { titulo: sectionTitles[row.seccion], lineas: [[null, row.descripcion || row.titulo]] },
      ],
    });
    await store(
      ctx,
      pdf,
      async (key) =>
        (
          await ctx.db
            .update(documentationFiles)
            .set({ storageKey: key, sha256: sha256(pdf), bytes: pdf.length })
            .where(and(eq(documentationFiles.id, row.id), isNull(documentationFiles.storageKey)))
            .returning({ id: documentationFiles.id })
        ).length > 0,
    );
  }
}

export async function materializeCompanyDocuments(ctx: AppContext, companyId?: number) {
  const pending = await ctx.db
    .select()
    .from(companyDocuments)
    .where(
      and(
        isNull(companyDocuments.storageKey),
        companyId === undefined ? undefined : eq(companyDocuments.companyId, companyId),
      ),
    );
  if (pending.length === 0) {
    return;
  }
  const brand = await ctx.brand.get();
  for (const row of pending) {
    const pdf = await renderSectionedPdf({
      titulo: row.nombre,
      universidad: brand.universidad,
      referencia: `Documento aportado ${String(row.id)}`,
      creado: row.createdAt,
      secciones: [{ titulo: 'Documento aportado por la empresa', lineas: [[null, row.nombre]] }],
    });
    await store(
      ctx,
      pdf,
      async (key) =>
        (
          await ctx.db
            .update(companyDocuments)
            .set({ storageKey: key, sha256: sha256(pdf), bytes: pdf.length })
            .where(and(eq(companyDocuments.id, row.id), isNull(companyDocuments.storageKey)))
            .returning({ id: companyDocuments.id })
        ).length > 0,
    );
  }
}

/** Stores the bytes and records the key unless another request did first (then drops them). */
async function store(ctx: AppContext, pdf: Buffer, record: (key: string) => Promise<boolean>) {
  const key = await ctx.storage.put(pdf, 'pdf');
  if (!(await record(key))) {
    await ctx.storage.remove(key);
  }
}
