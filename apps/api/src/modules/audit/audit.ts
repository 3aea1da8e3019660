import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

/** The staff user behind an action: the `AuthUser` of the request fits. */
export interface AuditActor {
  id: number;
  email: string;
}

/** Not a person: the university's systems, with an integration token (named in `email`). */
export interface SystemActor {
  id: null;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor | SystemActor;
  /** `<area>.<verb>`, e.g. `empresa.bloquear`, `convenio.formalizar`, `oferta.validar`. */
  action: string;
  /** Kind of record (`empresa`, `candidato`, `oferta`, `convenio`…) and its id. */
  entity: string;
  entityId?: string | number | null;
  /** The record (or the fields that changed) before and after; JSON-serialisable. */
  before?: unknown;
  after?: unknown;
  /** A reason or message the staff user wrote. */
  reason?: string | null;
  requestId?: string | null;
}

/** Strips what must never be stored in the log: password hashes and token hashes. */
function redact(value: unknown): unknown {
  if (value === undefined || value === null) {
    return null;
  }
  if (Array.isArray(value)) {
    return value.map(redact);
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !/password|hash|token/i.test(key))
        .map(([key, inner]) => [key, redact(inner)]),
    );
  }
  return value;
}

/**
 * Writes one audit row for a staff action. Call it with the transaction that makes the change
 * (`db` is a database or a transaction), so the row exists exactly when the change does.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.id,
    actorEmail: entry.actor.email,
    accion: entry.action,
    entidad: entry.entity,
    entidadId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    antes: redact(entry.before),
    despues: redact(entry.after),
    motivo: entry.reason ?? null,
    requestId: entry.requestId ?? null,
  });
}

export interface PersonalDataExport {
  actor: AuditActor;
  /** `<list>.exportar`, e.g. `lista_candidatos.exportar`, `oferta.exportar_candidatos`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** The filters the list was read with, as the request gave them. */
  filters: Record<string, unknown>;
  formato: string;
  /** How many people's rows left in the file. */
  rows: number;
  requestId?: string | null;
}

/**
 * Accountability for personal data leaving the portal (RGPD art. 5.2): who exported which list,
 * with which filters, in which format and how many rows, one audit row per export.
 */
export async function recordPersonalDataExport(db: Db, entry: PersonalDataExport): Promise<void> {
  const filtros = Object.fromEntries(
    Object.entries(entry.filters).filter(
      ([key, value]) => value !== undefined && key !== 'formato',
    ),
  );
  await recordAudit(db, {
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    after: { filtros, formato: entry.formato, filas: entry.rows },
    requestId: entry.requestId ?? null,
  });
}
