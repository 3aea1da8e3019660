import { describe, expect, it } from 'vitest';
import { listOrderOf, listOrderSchema, readListOrder } from './list-order.ts';

describe('the orden of a list ordered by the server', () => {
  const keys = ['nombre', 'alta'] as const;

  it('accepts each key either way and nothing else', () => {
    const schema = listOrderSchema(keys);
    expect(schema.parse('nombre')).toBe('nombre');
    expect(schema.parse('-alta')).toBe('-alta');
    expect(schema.parse(undefined)).toBeUndefined();
    for (const value of ['email', '--nombre', 'nombre;drop', '', '-']) {
      expect(schema.safeParse(value).success, value).toBe(false);
    }
  });

  it('reads the key and direction, and writes them from a header sort', () => {
    expect(readListOrder<'alta'>('-alta')).toEqual({ key: 'alta', descending: true });
    expect(readListOrder<'alta'>('alta')).toEqual({ key: 'alta', descending: false });
    expect(readListOrder(undefined)).toBeUndefined();
    expect(listOrderOf(keys, { key: 'alta', direction: 'descending' })).toBe('-alta');
    expect(listOrderOf(keys, { key: 'nombre', direction: 'ascending' })).toBe('nombre');
    // A key the list does not sort by (a hand-written URL) asks for the list's own order.
    expect(listOrderOf(keys, { key: 'email', direction: 'ascending' })).toBeUndefined();
    expect(listOrderOf(keys, null)).toBeUndefined();
  });
});
