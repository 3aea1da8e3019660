import type { FastifyBaseLogger } from 'fastify';

/** What the external service says about a candidate for a European-programme offer. */
export interface EligibilityAnswer {
  elegible: boolean;
  motivo: string | null;
}

/**
 * The third-party check of European-programme offers: it receives the candidate's DNI
 * and the university. `null` means the check was not made (no endpoint configured).
 */
export interface EuropeanEligibilityChecker {
  check(request: { dni: string; universidad: string }): Promise<EligibilityAnswer | null>;
}

export class EligibilityUnavailableError extends Error {}

/**
 * HTTP adapter: POST `{ dni, universidad }` as JSON to the configured URL, expecting
 * `{ elegible: boolean, motivo?: string }` within `timeoutMs`. Without a URL every check is
 * skipped and logged, so a deployment without the service still lets candidates apply.
 */
export function httpEligibilityChecker(options: {
  url: string | undefined;
  timeoutMs?: number;
  log: FastifyBaseLogger;
}): EuropeanEligibilityChecker {
  return {
    async check(request) {
      if (!options.url) {
        options.log.info('European eligibility check skipped: EUROPEAN_ELIGIBILITY_URL is not set');
        return null;
      }
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        options.log.error({ err: error }, 'European eligibility service unreachable');
        throw new EligibilityUnavailableError('unreachable');
      }
      const body = (await response.json().catch(() => null)) as {
        elegible?: unknown;
        motivo?: unknown;
      } | null;
      if (!response.ok || typeof body?.elegible !== 'boolean') {
        options.log.error(
          { status: response.status },
          'European eligibility service answered badly',
        );
        throw new EligibilityUnavailableError(`status ${String(response.status)}`);
      }
      return {
        elegible: body.elegible,
        motivo: typeof body.motivo === 'string' && body.motivo.trim() !== '' ? body.motivo : null,
      };
    },
  };
}
