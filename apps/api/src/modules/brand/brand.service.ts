import fs from 'node:fs';
import {
  brandSettingsPatchSchema,
  brandSettingsSchema,
  type BrandSettings,
  type BrandSettingsPatch,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { ZodError } from 'zod';
import type { Db } from '../../db/client.ts';
import { brandSettings } from './brand.table.ts';

export class BrandFileError extends Error {}

/**
 * Validates a partial settings object and keeps only the keys it actually carries (the schema's
 * defaults would otherwise fill every missing key and overwrite stored values).
 */
function parsePatch(
  raw: unknown,
): { success: true; data: BrandSettingsPatch } | { success: false; error: ZodError } {
  const parsed = brandSettingsPatchSchema.safeParse(raw);
  if (!parsed.success) {
    return parsed;
  }
  const provided = typeof raw === 'object' && raw !== null ? Object.keys(raw) : [];
  return {
    success: true,
    data: Object.fromEntries(Object.entries(parsed.data).filter(([key]) => provided.includes(key))),
  };
}

/** Reads and validates BRAND_FILE; a bad file stops the start naming the file and the keys. */
export function readBrandFile(file: string | undefined): BrandSettingsPatch {
  if (!file) {
    return {};
  }
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandFileError(`BRAND_FILE ${file}: ${(error as Error).message}`);
  }
  const parsed = parsePatch(raw);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new BrandFileError(`BRAND_FILE ${file} is invalid: ${keys}`);
  }
  return parsed.data;
}

/**
 * Brand settings = schema defaults, overridden by what is stored in the database (back-office),
 * overridden by BRAND_FILE (the deployment's fixed choices). Cached for a few seconds so a change
 * made by another process (maintenance flag) is seen quickly.
 */
export class BrandService {
  private cache: { value: BrandSettings; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly fileOverrides: BrandSettingsPatch,
    private readonly ttlMs = 5000,
  ) {}

  async get(): Promise<BrandSettings> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) {
      return this.cache.value;
    }
    const rows = await this.db.select().from(brandSettings).limit(1);
    const stored = parsePatch(rows[0]?.settings ?? {});
    const value = brandSettingsSchema.parse({
      ...(stored.success ? stored.data : {}),
      ...this.fileOverrides,
    });
    this.cache = { value, at: Date.now() };
    return value;
  }

  /** Keys BRAND_FILE fixes: a stored value for them never takes effect. */
  fixedKeys(): string[] {
    return Object.keys(this.fileOverrides);
  }

  /** What is stored in the database (overrides of the defaults) and when it last changed. */
  async stored(
    db: Db = this.db,
  ): Promise<{ settings: BrandSettingsPatch; updatedAt: Date | null }> {
    const rows = await db.select().from(brandSettings).limit(1);
    const parsed = parsePatch(rows[0]?.settings ?? {});
    return { settings: parsed.success ? parsed.data : {}, updatedAt: rows[0]?.updatedAt ?? null };
  }

  /** Forgets the cached settings: the next read (dameConfiguracion) sees the database at once. */
  invalidate(): void {
    this.cache = undefined;
  }

  /** Stores a partial change (validated) and returns the effective settings. */
  async update(patch: BrandSettingsPatch): Promise<BrandSettings> {
    await this.write(this.db, patch);
    this.cache = undefined;
    return this.get();
  }

  /**
   * Merges a validated partial change into the stored settings inside `db` (a transaction of the
   * caller); call `invalidate()` once it commits.
   */
  async write(db: Db, patch: BrandSettingsPatch): Promise<void> {
    const parsed = parsePatch(patch);
    if (!parsed.success) {
      throw parsed.error;
    }
    const valid = parsed.data;
    await db
      .insert(brandSettings)
      .values({ id: 1, settings: valid })
      .onConflictDoUpdate({
        target: brandSettings.id,
        set: {
          settings: sql`${brandSettings.settings} || ${JSON.stringify(valid)}::jsonb`,
          updatedAt: sql`now()`,
        },
      });
  }
}
