import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildStaff } from '../test/builders.ts';
import { staffHeader } from '../test/company-fixtures.ts';
import { listOffers } from '../test/offer-lists.ts';
import { outboxMessages } from '../db/schema.ts';
import { createTestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
const t = await createTestApp({ METRICS_TOKEN: TOKEN });
const closed = await createTestApp();
const allowed = await createTestApp({ METRICS_ALLOW: '10.1.2.3, 127.0.0.9' });

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one sample line (`name{labels} value`), or null when absent. */
function sample(text: string, line: RegExp): number | null {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? null : Number(found.split(' ').at(-1));
}

describe('/metrics', () => {
  it('is not there for anyone when neither a token nor addresses are configured', async () => {
    const res = await closed.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('portal_http_requests_total');
  });

  it('answers 401 without the token or with another one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token-at-all-000000' },
    ];
    for (const headers of attempts) {
      const res = await scrape(headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('portal_');
    }
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    const staff = await buildStaff(t.ctx.db);
    const headers = await staffHeader(t, staff.email);
    await t.app.inject({ method: 'GET', url: '/api/Gestion/dameAuditoria/987654321', headers });
    await t.app.inject({ method: 'GET', url: '/api/Gestion/dameAuditoria/987654322', headers });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    // One series for both ids: the route's pattern, never the raw URL.
    expect(
      sample(
        text,
        /^portal_http_requests_total\{route="\/api\/Gestion\/dameAuditoria\/:id",method="GET",status="404"\}/,
      ),
    ).toBe(2);
    expect(text).not.toContain('987654321');
    expect(
      sample(
        text,
        /^portal_http_request_duration_seconds_count\{route="\/api\/health\/live",method="GET"\}/,
      ),
    ).toBe(1);
    expect(text).toMatch(/^portal_http_request_duration_seconds_bucket\{le="0.005",route=/m);
  });

  it('reports the event loop delay, scheduled job runs and load shedding', async () => {
    await t.ctx.jobs.runNow('agreement-expiry');
    const text = (await scrape()).body;
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(sample(text, /^portal_job_runs_total\{job="agreement-expiry",result="ok"\}/)).toBe(1);
    expect(text).toMatch(/^portal_job_duration_seconds_count\{job="agreement-expiry"\} 1$/m);
    expect(text).toMatch(/^portal_load_shed_total 0$/m);
  });

  it('counts the offer lists that waited for the read model to apply a change they had seen', async () => {
    const student = await buildCandidate(t.ctx.db);
    const list = () => listOffers(t, student.email);
    const waited = async () =>
      sample((await scrape()).body, /^portal_offer_list_catch_up_wait_seconds_count /);
    await list();
    const before = await waited();
    await list();
    expect(await waited(), 'nothing changed: no wait').toBe(before);
    // A change logged without its notification: the next list sees it before the process does.
    await t.ctx.db.execute(sql`insert into offer_changes (offer_id) values (null)`);
    await list();
    expect(await waited()).toBe((before ?? 0) + 1);
  });

  it('reports what waits in the outbox, what failed and how old the oldest waiting message is', async () => {
    await t.ctx.db.insert(outboxMessages).values({
      kind: 'mail',
      messageId: '<metrics-test@portal.test>',
      payload: { to: 'nadie@example.com', subject: 'Prueba', text: 'Prueba' },
      createdAt: new Date(Date.now() - 120_000),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const text = (await scrape()).body;
    expect(sample(text, /^portal_outbox_messages\{state="pending"\}/)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^portal_outbox_messages\{state="failed"\}/)).not.toBeNull();
    expect(sample(text, /^portal_outbox_oldest_pending_seconds /)).toBeGreaterThanOrEqual(120);
  });

  it('reports the database pool on PostgreSQL', async () => {
    const text = (await scrape()).body;
    if (t.ctx.database.kind === 'postgres') {
      expect(sample(text, /^portal_db_pool_connections\{state="max"\}/)).toBeGreaterThan(0);
      expect(sample(text, /^portal_db_pool_connections\{state="in_use"\}/)).not.toBeNull();
      expect(sample(text, /^portal_db_pool_wait_seconds_count /)).toBeGreaterThan(0);
    } else {
      // The embedded database has no pool.
      expect(text).not.toMatch(/^portal_db_pool_connections\{/m);
    }
  });

  it('lets the configured addresses read it without the token', async () => {
    const from = (remoteAddress: string) =>
      allowed.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    expect((await from('127.0.0.9')).statusCode).toBe(200);
    expect((await from('127.0.0.8')).statusCode).toBe(401);
  });

  it('lets modules add a gauge read at each scrape', async () => {
    let depth = 3;
    t.ctx.metrics.gauge({
      name: 'portal_test_queue_depth',
      help: 'A module gauge',
      collect: (gauge) => {
        gauge.set(depth);
      },
    });
    expect(sample((await scrape()).body, /^portal_test_queue_depth /)).toBe(3);
    depth = 5;
    expect(sample((await scrape()).body, /^portal_test_queue_depth /)).toBe(5);
  });
});
