import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../plugins/envelope.ts';
import { alreadyInReaderLanguage } from './language.ts';
import { buildCandidate, buildCompany } from '../test/builders.ts';
import { buildOffer } from '../test/offer-builders.ts';
import { createTestApp } from '../test/test-app.ts';
import {
  AnswerSources,
  ByteBoundedLru,
  cachedSerializer,
  freezeAnswer,
  isFrozenAnswer,
} from './answer-cache.ts';

describe('ByteBoundedLru', () => {
  it('drops the least recently used entries past its room', () => {
    // Each entry: a one-character key (2 bytes) and 98 bytes of value.
    const lru = new ByteBoundedLru<Buffer>(1000, (value) => value.length);
    lru.set('a', Buffer.alloc(98));
    lru.set('b', Buffer.alloc(98));
    expect(lru.get('a')?.length).toBe(98);
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) {
      lru.set(key, Buffer.alloc(98));
    }
    // 'a' was used after 'b': 'b' went first.
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.totalBytes).toBeLessThanOrEqual(1000);
    // An entry bigger than an eighth of the room is not kept.
    lru.set('big', Buffer.alloc(200));
    expect(lru.get('big')).toBeUndefined();
    // Replacing an entry counts its new size only.
    lru.set('a', Buffer.alloc(8));
    expect(lru.totalBytes).toBe(lru.size * 100 - 90);
  });
});

const offer = z.object({ id: z.number(), titulo: z.string() });
const answer = z.object({ status: z.number(), datos: z.array(offer) });
const rows = Array.from({ length: 60 }, (_, i) => ({ id: i, titulo: `Oferta ${String(i)}` }));

describe('cachedSerializer', () => {
  const compile = (sources?: AnswerSources) => {
    const serialize = serializerCompiler({ schema: answer, method: 'GET', url: '/x' });
    let runs = 0;
    const counted = (data: unknown) => {
      runs += 1;
      return serialize(data);
    };
    return { cached: cachedSerializer(counted, sources), runs: () => runs };
  };

  it('checks every plain answer afresh: strips what the schema does not name, refuses invalid data', () => {
    const { cached, runs } = compile();
    const first = cached({ status: 0, datos: rows });
    expect(JSON.parse(first)).toEqual({ status: 0, datos: rows });
    const leaky = cached({
      status: 0,
      datos: rows.map((row) => ({ ...row, passwordHash: 'secret' })),
    });
    expect(runs()).toBe(2);
    expect(leaky).toBe(first);
    expect(leaky).not.toContain('secret');
    expect(() =>
      cached({ status: 0, datos: rows.map((row) => ({ ...row, titulo: row.id })) }),
    ).toThrow();
    expect(() => cached({ status: 0, datos: [{ id: 1n, titulo: 'x' }] })).toThrow();
  });

  it('knows a frozen shared answer by identity, and its envelope is one shared object', () => {
    const { cached, runs } = compile();
    const shared = freezeAnswer({ list: rows.map((row) => ({ ...row })) });
    expect(isFrozenAnswer(shared)).toBe(true);
    expect(Object.isFrozen(shared.list[0])).toBe(true);
    expect(() => {
      (shared.list[0] as { titulo: string }).titulo = 'cambiado';
    }).toThrow(TypeError);
    const wrapped = envelope(shared.list);
    expect(isFrozenAnswer(wrapped)).toBe(false);
    const answer = freezeAnswer({ status: 0, datos: rows.map((row) => ({ ...row })) });
    expect(envelope(answer)).toBe(envelope(answer));
    expect(envelope(answer, alreadyInReaderLanguage('otro mensaje'))).not.toBe(envelope(answer));
    // A frozen answer: checked once, then sent by identity (no second check, same text).
    const first = cached(answer);
    expect(cached(answer)).toBe(first);
    expect(runs()).toBe(1);
    // A plain object with the same content is checked again.
    expect(cached({ status: 0, datos: rows })).toBe(first);
    expect(runs()).toBe(2);
  });

  it("checks a frozen answer again for another route's schema", () => {
    const { cached } = compile();
    const other = cachedSerializer(() => JSON.stringify({ otra: true }));
    const shared = freezeAnswer({ status: 0, datos: rows.map((row) => ({ ...row })) });
    const mine = cached(shared);
    expect(other(shared)).toBe('{"otra":true}');
    expect(cached(shared)).toBe(mine);
  });

  it('is used by the read calls of the app: what the schema does not name is never sent', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler((route) =>
      cachedSerializer(serializerCompiler(route as Parameters<typeof serializerCompiler>[0])),
    );
    let extra = false;
    app.get('/list', { schema: { response: { 200: answer } } }, () => ({
      status: 0,
      datos: extra ? rows.map((row) => ({ ...row, interno: true })) : rows,
    }));
    const a = await app.inject('/list');
    extra = true;
    const b = await app.inject('/list');
    expect(b.body).toBe(a.body);
    expect(b.body).not.toContain('interno');
    await app.close();
  });

  it('tells where each text came from: checked (miss) or shared', () => {
    const sources = new AnswerSources();
    const { cached } = compile(sources);
    cached({ status: 0, datos: rows });
    expect(sources.take()).toBe('miss');
    // Taking clears it: a reply not serialised here is told nothing.
    expect(sources.take()).toBeNull();
    cached({ status: 0, datos: rows.map((row) => ({ ...row })) });
    expect(sources.take()).toBe('miss');
    const shared = freezeAnswer({ status: 0, datos: rows.map((row) => ({ ...row, id: -row.id })) });
    cached(shared);
    expect(sources.take()).toBe('miss');
    cached(shared);
    expect(sources.take()).toBe('shared');
    // A failed check tells nothing (the error answer is serialised elsewhere).
    expect(() => cached({ status: 0, datos: [{ id: 'x' }] })).toThrow();
    expect(sources.take()).toBeNull();
  });

  it('sends x-portal-cache on the read calls of the app: miss, then kept', async () => {
    const t = await createTestApp();
    try {
      // Offers enough for a list past the size under which answers are serialised every time.
      const { company } = await buildCompany(t.ctx.db);
      for (let i = 0; i < 6; i += 1) {
        await buildOffer(t.ctx.db, { companyId: company.id });
      }
      const student = await buildCandidate(t.ctx.db);
      const headers = await t.authHeader(student.email);
      // The offer was written after the app started: let the read model take it in first, so
      // the two asks below see one version of the list.
      await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
      await t.ctx.offerReadModel.textIndexReady();
      const ask = () =>
        t.app.inject({ method: 'GET', url: '/api/Alumno/dameOfertasUsuario/practicas', headers });
      const first = await ask();
      const second = await ask();
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-portal-cache']).toBe('miss');
      // The offer list is a frozen shared answer: the second time it is known by identity.
      expect(second.headers['x-portal-cache']).toBe('shared');
      expect(second.body).toBe(first.body);
      // A write is checked every time and says nothing.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        payload: { eUsuario: 'nadie@example.com', ePassword: 'x', eAmbito: 'PrivadoAlumno' },
      });
      expect(login.headers['x-portal-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
