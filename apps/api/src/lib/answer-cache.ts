import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used map bounded by the bytes of its keys and values, on lru-cache: what the
 * answer caches below keep. Keys are the content itself (compared in full, so two different texts
 * never share an entry): nothing in it is ever stale and nothing needs invalidating; an entry only
 * stops being asked for.
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

/** The checked JSON of an answer, and the route (and status) it was checked for. */
export interface SerialisedAnswer {
  route: string;
  text: string;
}

export function serialisedAnswers(maxBytes: number): ByteBoundedLru<SerialisedAnswer> {
  return new ByteBoundedLru<SerialisedAnswer>(maxBytes, (answer) => answer.text.length * 2);
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

/** Answers smaller than this are validated and serialised every time (it costs little). */
const SERIALISED_MIN_LENGTH = 1024;

/**
 * Keeps the validated JSON of a read call's answers by the content of what the service returned:
 * when a route returns data whose JSON is identical to an answer it already checked (the same
 * offer page asked again, by the same or another candidate), the checked text is sent again
 * instead of running the contract's response schema over it once more (a quarter of an offer
 * list's CPU on PostgreSQL). Only what passed the schema is kept, with what the schema stripped
 * already stripped: data with one more field has other JSON, so it is checked (and stripped)
 * afresh. An entry serves only the route and status it was checked for. The same text object is
 * sent each time, which the answer compression then finds at once.
 */
export function cachedSerializer(
  serialize: (data: unknown) => string,
  route: string,
  cache: ByteBoundedLru<SerialisedAnswer>,
  sources?: AnswerSources,
): (data: unknown) => string {
  const byIdentity = new WeakMap<object, string>();
  const checked = (data: unknown): string => {
    const text = serialize(data);
    sources?.note('miss');
    return text;
  };
  return (data: unknown): string => {
    if (data === null || typeof data !== 'object') {
      return checked(data);
    }
    const frozen = isFrozenAnswer(data);
    if (frozen) {
      const known = byIdentity.get(data);
      if (known !== undefined) {
        sources?.note('shared');
        return known;
      }
    }
    let raw: string;
    try {
      raw = JSON.stringify(data);
    } catch {
      // Not JSON as it is (a bigint, a cycle): the schema decides what to make of it.
      return checked(data);
    }
    if (raw.length < SERIALISED_MIN_LENGTH) {
      return checked(data);
    }
    let answer = cache.get(raw);
    let source: AnswerSource = 'hit';
    if (answer?.route !== route) {
      answer = { route, text: serialize(data) };
      cache.set(raw, answer);
      source = 'miss';
    }
    if (frozen) {
      byIdentity.set(data, answer.text);
    }
    sources?.note(source);
    return answer.text;
  };
}

/**
 * Where the text of a read call's answer came from, sent as `x-portal-cache` so a load test can
 * count the share of answers served from a kept answer (bench/src/many-users.ts): `shared`, a
 * frozen shared answer known by identity (its JSON not even written); `hit`, a kept checked text
 * found by content; `miss`, checked by the schema for this request.
 */
export type AnswerSource = 'shared' | 'hit' | 'miss';

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
