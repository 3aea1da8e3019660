import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { OfferIndex, type IndexQuery, type IndexResult } from './offer-index.ts';
import { CHANGED_MAX, KeptRows, keptThrough, ROWS_MAX, type RowsScope } from './offer-kept-rows.ts';
import { OfferTextIndex, type OfferText } from './offer-text-index.ts';
import type { OfferFamily } from './offers.table.ts';
import type { TextRanks } from './text-ranks.ts';
import * as repo from './offer-index.repository.ts';

/** More pending changes than this: reload everything instead. */
const MAX_INCREMENTAL = 5000;
/** Change rows are kept this long; a process that has not looked for longer reloads everything. */
const KEEP_CHANGES_MS = 60 * 60_000;
const RELOAD_AFTER_MS = 50 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** Results kept per family until its next change (least recently asked leave first). */
const MEMO_MAX = 500;

export interface OfferReadModelLimits {
  /** Changed offers remembered before every kept row is forgotten (CHANGED_MAX). */
  changedMax?: number;
  /** List rows kept (ROWS_MAX). */
  rowsMax?: number;
}

export const OFFER_CHANGES_CHANNEL = 'offer_changes';

/** Results memoised for one version of the index: see `OfferReadModel.memoScope`. */
export interface MemoScope extends RowsScope {
  memoised<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The last change the index had applied when the scope was taken: a result read through the
   * scope may be that old even when a catch-up has applied newer changes since.
   */
  applied: number;
}

type FamilyMemo = LRUCache<string, Promise<unknown>>;

/**
 * The offer read model of one process: an `OfferIndex` of the listable offers, loaded
 * at start and kept current from the `offer_changes` log. A NOTIFY on `offer_changes` (sent by the
 * trigger in the writer's transaction, delivered by PostgreSQL to every process, or in-process by
 * PGlite) makes it catch up at once; a request that read a newer change id than the index has
 * applied waits for the catch-up, so a list never misses a write that committed before it began.
 * Results computed from the index are memoised until the next change. The same changes keep the
 * text index of the candidate search (ADR 0010): an offer that changed is indexed again alone.
 */
export class OfferReadModel {
  readonly index = new OfferIndex();
  /** The text index in use; null until the first is built. */
  private texts: OfferTextIndex | null = null;
  /** Changes applied while a text index is built, replayed on it before it is used. */
  private textChanges: { gone: number[]; texts: OfferText[] }[] | null = null;
  private textBuild: Promise<void> | null = null;
  private applied = 0;
  private checkedAt = 0;
  private prunedAt = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly pendingOffers = new Set<number>();
  private readonly pendingCompanies = new Set<number>();
  /** Each family's memoised results, replaced (not cleared) when the family changes. */
  private readonly memos = new Map<OfferFamily, FamilyMemo>();
  private readonly rows: KeptRows;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  /**
   * Where the catch-ups read: on PostgreSQL two connections of their own, so that under load a
   * list waiting for a catch-up does not also wait for the requests' pool, and a changed offer and
   * its degrees are read side by side.
   */
  private catchUpDatabase: Database;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    limits: OfferReadModelLimits = {},
  ) {
    this.catchUpDatabase = database;
    this.rows = new KeptRows(limits.changedMax ?? CHANGED_MAX, limits.rowsMax ?? ROWS_MAX);
  }

  /** Listens first (so nothing written during the load is missed), then loads every offer. */
  async start(): Promise<void> {
    this.catchUpDatabase = this.database.separatePool?.(2) ?? this.database;
    this.unlisten = await this.database.listen(OFFER_CHANGES_CHANNEL, (payload) => {
      this.onNotify(payload);
    });
    await this.reload();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.unlisten?.();
    await this.running?.catch(() => undefined);
    await this.textBuild;
    if (this.catchUpDatabase !== this.database) {
      await this.catchUpDatabase.close();
    }
  }

  /** Resolves once the text index being built (if any) is in use. */
  async textIndexReady(): Promise<void> {
    await this.textBuild;
  }

  /** The index includes every change up to `lastChange` (a change id read by the request). */
  async ensureCurrent(lastChange: number): Promise<void> {
    if (lastChange > this.applied && this.running) {
      // The catch-up under way was most often started by the change's own notification: when
      // it has applied the change, waiting for the next one (which `sync` queues) is not needed.
      await this.running.catch(() => undefined);
    }
    if (lastChange > this.applied || Date.now() - this.checkedAt > RELOAD_AFTER_MS) {
      await this.sync();
    } else {
      this.checkedAt = Date.now();
    }
  }

  /** The result of `compute`, shared until the family's offers next change. */
  memoised<T>(familia: OfferFamily, key: string, compute: () => Promise<T>): Promise<T> {
    return this.memoScope(familia).memoised(key, compute);
  }

  /**
   * The family's memo as it is now, taken before reading what a result is computed from: a
   * result computed through it is shared only while the family has not changed since (one built
   * from rows read before a change never outlives it). A change to one family leaves the others'
   * results in place; an offer's row is kept while that offer has not changed.
   */
  memoScope(familia: OfferFamily): MemoScope {
    let memo = this.memos.get(familia);
    if (!memo) {
      memo = new LRUCache<string, Promise<unknown>>({ max: MEMO_MAX });
      this.memos.set(familia, memo);
    }
    const taken = memo;
    const rows = this.rows.scope();
    return {
      memoised: (key, compute) =>
        keptThrough(taken, key, compute, taken === this.memos.get(familia)),
      applied: this.applied,
      row: rows.row,
      description: rows.description,
    };
  }

  query(q: IndexQuery): IndexResult {
    return this.index.query(q);
  }

  /**
   * The family's listable offers matching the search terms, with their relevance; null while
   * the first text index is being built (the first seconds after start).
   */
  searchText(familia: OfferFamily, terms: readonly string[]): TextRanks | null {
    return this.texts?.search(familia, terms) ?? null;
  }

  /** Whether the text index in use holds this offer. */
  hasText(id: number): boolean {
    return this.texts?.has(id) === true;
  }

  private onNotify(payload: string | null): void {
    const id = payload === null ? NaN : Number(payload.slice(1));
    if (payload?.startsWith('o') && Number.isInteger(id)) {
      this.pendingOffers.add(id);
    } else if (payload?.startsWith('c') && Number.isInteger(id)) {
      this.pendingCompanies.add(id);
    }
    // A reconnection (null) lost what was sent meanwhile: the change log has it.
    this.sync().catch((error: unknown) => {
      this.log.error({ err: error }, 'offer read model: catch-up failed');
    });
  }

  /** One catch-up at a time; callers during one wait for the next, which sees their change. */
  private sync(): Promise<void> {
    if (this.closed) {
      return Promise.resolve();
    }
    if (!this.running) {
      this.running = this.catchUp().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  /** Drops the memoised results of these families (all of them when none is named). */
  private changed(families?: Iterable<OfferFamily>): void {
    if (families === undefined) {
      this.memos.clear();
      return;
    }
    for (const familia of families) {
      this.memos.delete(familia);
    }
  }

  private async reload(): Promise<void> {
    const { db } = this.database;
    const started = Date.now();
    const lastChange = await repo.lastChangeId(db);
    const listable = await repo.listableOffers(db);
    this.index.clear();
    this.index.put(listable.map((l) => l.offer));
    this.index.build();
    this.buildTexts(listable.map((l) => l.text));
    this.applied = lastChange;
    this.checkedAt = started;
    this.changed();
    this.rows.changed(null);
    this.rows.keep(listable.map((l) => l.row));
    this.log.info(
      { offers: listable.length, ms: Date.now() - started },
      'offer read model: index loaded',
    );
  }

  /**
   * Builds a text index of these offers aside, in chunks (the process keeps answering; searches
   * use the previous index, or the database before the first), replays the changes applied
   * meanwhile and puts it in use.
   */
  private buildTexts(docs: OfferText[]): void {
    const changes: { gone: number[]; texts: OfferText[] }[] = [];
    this.textChanges = changes;
    const started = Date.now();
    const build = OfferTextIndex.of(docs)
      .then((index) => {
        if (this.textChanges !== changes) {
          return; // A newer load is being indexed.
        }
        for (const change of changes) {
          index.remove(change.gone);
          index.put(change.texts);
        }
        this.texts = index;
        this.textChanges = null;
        this.changed();
        this.log.info(
          { offers: index.size, ms: Date.now() - started },
          'offer read model: text index built',
        );
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'offer read model: text index build failed');
      })
      .finally(() => {
        if (this.textBuild === build) {
          this.textBuild = null;
        }
      });
    this.textBuild = build;
  }

  private async catchUp(): Promise<void> {
    const { db } = this.catchUpDatabase;
    if (Date.now() - this.checkedAt > RELOAD_AFTER_MS) {
      await this.reload();
      return;
    }
    const checked = Date.now();
    const offerIds = new Set(this.pendingOffers);
    const companyIds = new Set(this.pendingCompanies);
    this.pendingOffers.clear();
    this.pendingCompanies.clear();
    const changes = await repo.changesSince(db, this.applied, MAX_INCREMENTAL + 1);
    if (changes.length > MAX_INCREMENTAL) {
      await this.reload();
      return;
    }
    for (const c of changes) {
      if (c.offerId !== null) {
        offerIds.add(c.offerId);
      }
      if (c.companyId !== null) {
        companyIds.add(c.companyId);
      }
    }
    if (offerIds.size > 0 || companyIds.size > 0) {
      const ids = [...offerIds];
      const companies = [...companyIds];
      const [byId, byCompany] = await Promise.all([
        ids.length > 0 ? repo.listableOffers(db, repo.offersWithIds(ids)) : [],
        companies.length > 0 ? repo.listableOffers(db, repo.offersOfCompanies(companies)) : [],
      ]);
      const gone = [...ids, ...this.index.idsOfCompanies(companyIds)];
      const listable = [...byId, ...byCompany];
      // Only the families of offers that were or become listed change their lists.
      const families = new Set<OfferFamily>(listable.map((l) => l.offer.familia));
      for (const id of gone) {
        const familia = this.index.familyOf(id);
        if (familia !== undefined) {
          families.add(familia);
        }
      }
      // In place: an edited offer keeps its slot, a newly published one is appended.
      this.index.update(
        gone,
        listable.map((l) => l.offer),
      );
      const texts = listable.map((l) => l.text);
      this.texts?.remove(gone);
      this.texts?.put(texts);
      this.textChanges?.push({ gone, texts });
      this.changed(families);
      this.rows.changed([...gone, ...listable.map((l) => l.offer.id)]);
      this.rows.keep(listable.map((l) => l.row));
    }
    this.applied = Math.max(this.applied, ...changes.map((c) => c.id));
    this.checkedAt = checked;
    if (checked - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = checked;
      await repo.pruneChanges(db, new Date(checked - KEEP_CHANGES_MS));
    }
  }
}
