import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { parseEnv } from './config/env.ts';
import { buildCandidate } from './test/builders.ts';
import { captureLog } from './test/log-capture.ts';
import { openTestDatabase } from './test/test-database.ts';
import { memoryMailer, TEST_JWT_SECRET } from './test/test-app.ts';

describe('logs', () => {
  it('are JSON lines with request ids and never contain passwords or tokens', async () => {
    const { lines, stream } = captureLog();
    const database = await openTestDatabase();
    const student = await buildCandidate(database.db);
    const { app } = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
      database,
      jwtSecret: TEST_JWT_SECRET,
      mailer: memoryMailer(),
      logStream: stream,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: student.email, ePassword: 'Demo1234', eAmbito: 'PrivadoAlumno' },
    });
    const token = login.json<{ datos: { token: string } }>().datos.token;
    await app.inject({
      method: 'GET',
      url: '/api/Alumno/dameNotificaciones',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.close();
    await database.drop();
    expect(lines.length).toBeGreaterThan(0);
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string });
    expect(entries.some((e) => typeof e.reqId === 'string')).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain('Demo1234');
    expect(all).not.toContain(token);
    // One line per request, when it is answered, with the request and the answer's status.
    const perRequest = lines
      .map(
        (l) =>
          JSON.parse(l) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number } },
      )
      .filter((e) => e.req !== undefined || e.msg === 'incoming request');
    expect(perRequest.map((e) => [e.msg, e.req?.url, e.res?.statusCode])).toEqual([
      ['request completed', '/api/Alumno/logaUsuario', 200],
      ['request completed', '/api/Alumno/dameNotificaciones', 200],
    ]);
  });
});
