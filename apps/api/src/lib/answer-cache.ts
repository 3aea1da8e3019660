import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used map bounded by the bytes of its keys and values, on lru-cache: what the
 * compressed answers and the cleaned HTML are kept in. Keys are the content itself (compared in
 * full, so two different texts never share an entry): nothing in it is ever stale and nothing
 * needs invalidating; an entry only stops being asked for.
 */
export class ByteBoundedLru<V extends object> {
  private readonly entries: LRUCache<string, V>;

  constructor(maxBytes: number, sizeOfValue: (value: V) => number) {
    this.entries = new LRUCache<string, V>({
      maxSize: maxBytes,
      // One answer never takes more than an eighth of the room.
      maxEntrySize: maxBytes / 8,
      // A string's characters take up to two bytes each in V8. lru-cache refuses a size of 0 (an
      // empty text kept under an empty key): every entry counts at least one byte.
      sizeCalculation: (value, key) => Math.max(1, key.length * 2 + sizeOfValue(value)),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.entries.calculatedSize;
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }
}

const frozenAnswers = new WeakSet<object>();

/**
 * Deep-freezes an answer that many requests share (an offer page kept by the offer read model
 * until the next offer change) and marks it: the serializer then knows it by identity and sends
 * its checked text without even writing its JSON again. Frozen, it cannot change after it was
 * checked (strict-mode code that tried would fail loudly, not send stale text).
 */
export function freezeAnswer<T extends object>(answer: T): T {
  deepFreeze(answer);
  frozenAnswers.add(answer);
  return answer;
}

/** Whether this is an answer frozen by `freezeAnswer` (the very object). */
export function isFrozenAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && frozenAnswers.has(value);
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) {
    return;
  }
  Object.freeze(value);
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) {
      deepFreeze(child as object);
    }
  }
}

/**
 * Sends again the JSON of a frozen shared answer (`freezeAnswer`: an offer page kept by the offer
 * read model until the next offer change), known by identity: it is written by its contract once
 * per route, however many candidates it is sent to. Every other answer is written by its contract
 * each time (`serialize`: lib/answer-writer.ts, checked by zod outside production). Answers were once also kept by their content (ADR
 * 0008): on a busy morning's mix the JSON written to look them up and the hashing of each fresh
 * text cost more than the few repeats saved (docs/performance.md).
 */
export function cachedSerializer(
  serialize: (data: unknown) => string,
  sources?: AnswerSources,
): (data: unknown) => string {
  const byIdentity = new WeakMap<object, string>();
  return (data: unknown): string => {
    const frozen = isFrozenAnswer(data);
    if (frozen) {
      const known = byIdentity.get(data);
      if (known !== undefined) {
        sources?.note('shared');
        return known;
      }
    }
    const text = serialize(data);
    if (frozen) {
      byIdentity.set(data, text);
    }
    sources?.note('miss');
    return text;
  };
}

/**
 * Where the text of a read call's answer came from, sent as `x-portal-cache` so a load test can
 * count the share of answers served from a kept answer (bench/src/many-users.ts): `shared`, a
 * frozen shared answer known by identity (its JSON not even written again); `miss`, written by the
 * schema for this request.
 */
export type AnswerSource = 'shared' | 'miss';

/**
 * The source of the answer serialised last. Fastify calls a route's first onSend hook
 * synchronously right after serialising its reply, so that hook (app.ts) takes the source of its
 * own reply; taking clears it, so a reply that was not serialised here (a file, a write) gets none.
 */
export class AnswerSources {
  private last: AnswerSource | null = null;

  note(source: AnswerSource): void {
    this.last = source;
  }

  take(): AnswerSource | null {
    const source = this.last;
    this.last = null;
    return source;
  }
}
