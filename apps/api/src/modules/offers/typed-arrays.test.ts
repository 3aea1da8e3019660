import { describe, expect, it } from 'vitest';
import { laidOutInGroups } from './typed-arrays.ts';

describe('values laid out in groups', () => {
  it('lays the groups out in the order asked, each in its items’ order, leaving out group -1', () => {
    // Items 0…6 in groups 1, 0, -1, 1, 2, 0, 1; their values ten times the item.
    const groupOf = Int32Array.from([1, 0, -1, 1, 2, 0, 1]);
    const { values, runs } = laidOutInGroups(groupOf, [2, 0, 1], (item) => item * 10);
    expect([...values]).toEqual([40, 10, 50, 0, 30, 60]);
    expect(runs.map((run) => [...run])).toEqual([[10, 50], [0, 30, 60], [40]]);
  });

  it('gives an empty run to a group no item is in, and nothing for no items', () => {
    const { values, runs } = laidOutInGroups(Int32Array.from([1, 1]), [0, 1], (item) => item);
    expect([...values]).toEqual([0, 1]);
    expect(runs.map((run) => [...run])).toEqual([[], [0, 1]]);
    expect([...laidOutInGroups(new Int32Array(0), [], () => 0).values]).toEqual([]);
  });
});
