import { describe, expect, it } from 'vitest';
import { readsTogether, rowByIdTogether } from './reads-together.ts';

/** A read that records each batch it is asked and answers each question doubled. */
function recordingRead(fail?: (asked: readonly number[]) => boolean) {
  const batches: number[][] = [];
  const read = readsTogether(async (_handle: object, asked: readonly number[]) => {
    batches.push([...asked]);
    if (fail?.(asked)) {
      throw new Error('statement failed');
    }
    return asked.map((q) => q * 2);
  });
  return { batches, read };
}

describe('readsTogether', () => {
  it('answers the questions asked in one turn with one read, each its own answer', async () => {
    const { batches, read } = recordingRead();
    const handle = {};
    const answers = await Promise.all([read(handle, 1), read(handle, 2), read(handle, 3)]);
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('reads again for a question asked after the batch left', async () => {
    const { batches, read } = recordingRead();
    const handle = {};
    expect(await read(handle, 1)).toBe(2);
    expect(await read(handle, 5)).toBe(10);
    expect(batches).toEqual([[1], [5]]);
  });

  it('keeps the reads of different handles apart', async () => {
    const { batches, read } = recordingRead();
    const answers = await Promise.all([read({}, 1), read({}, 2)]);
    expect(answers).toEqual([2, 4]);
    expect(batches).toEqual([[1], [2]]);
  });

  it('fails every question of a failed batch, and the next batch reads afresh', async () => {
    const { batches, read } = recordingRead((asked) => asked.includes(7));
    const handle = {};
    const failed = await Promise.allSettled([read(handle, 7), read(handle, 8)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await read(handle, 9)).toBe(18);
    expect(batches).toEqual([[7, 8], [9]]);
  });

  it('fails the batch when the read throws before it returns a promise', async () => {
    const read = readsTogether((_handle: object, _asked: readonly number[]): Promise<number[]> => {
      throw new Error('could not build the statement');
    });
    await expect(read({}, 1)).rejects.toThrow('could not build the statement');
  });
});

describe('rowByIdTogether', () => {
  it('reads the ids asked in one turn once each, in one read, and answers null for none', async () => {
    const reads: number[][] = [];
    const row = rowByIdTogether(async (_handle: object, ids: number[]) => {
      reads.push(ids);
      return new Map(ids.filter((id) => id < 100).map((id) => [id, `fila ${String(id)}`]));
    });
    const handle = {};
    const answers = await Promise.all([3, 1, 3, 500].map((id) => row(handle, id)));
    expect(answers).toEqual(['fila 3', 'fila 1', 'fila 3', null]);
    expect(reads).toEqual([[3, 1, 500]]);
  });
});
