import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets at most `maxActive` requests work at a time; the others wait their turn in arrival order.
 *
 * Node interleaves every request in flight: a request that makes five round trips to the database
 * queues behind every other request's work five times, so under 50 busy connections the latency
 * of a request grew with its number of steps (p97.5 four to five times the median). With a few
 * requests working at once, each step waits behind those few, and a request's time is mostly its
 * one wait in line, the same for all: the mean stays what the load makes it, the tail shrinks.
 *
 * The turn is taken once the body has arrived (a slow upload does not hold one) and given back
 * when the answer is handed to the socket (a slow reader does not hold one either; a streamed
 * export writes its rows after that, as the socket takes them). Load shedding
 * (`load-shedding.ts`) counts the first waiting request's time in line as lag (the longer of the
 * reads' and the writes' lines: `oldestWaitMs`).
 */
export class Admission {
  private active = 0;
  private readonly waiting: { enter: () => void; since: number }[] = [];
  private head = 0;

  /** `maxActive` 0: no limit. */
  constructor(private readonly maxActive: number) {}

  /**
   * Null when the caller may work at once, else a promise of its turn; every call must be
   * followed by one `leave()` once the caller has worked.
   */
  enter(): Promise<void> | null {
    if (this.maxActive <= 0 || this.active < this.maxActive) {
      this.active += 1;
      return null;
    }
    return new Promise((resolve) => {
      this.waiting.push({ enter: resolve, since: performance.now() });
    });
  }

  leave(): void {
    if (this.head < this.waiting.length) {
      // The turn passes straight to the next in line: `active` stays as it is.
      const next = this.waiting[this.head];
      this.head += 1;
      if (this.head > 1024 && this.head * 2 > this.waiting.length) {
        this.waiting.splice(0, this.head);
        this.head = 0;
      }
      next?.enter();
      return;
    }
    this.active -= 1;
  }

  /** How long the first request in line has waited, in milliseconds (0 when none waits). */
  oldestWaitMs(): number {
    const first = this.waiting[this.head];
    return first === undefined ? 0 : performance.now() - first.since;
  }
}

/**
 * Reads and writes wait in lines of their own. A write (applying, publishing an offer) is a
 * transaction of several statements that a person waits on; in one line with the reads it
 * waited behind every list asked before it. In its own line it waits only behind other writes,
 * and that line has its own bound, so a flood of writes still takes turns.
 */
export interface AdmissionLanes {
  reads: Admission;
  writes: Admission;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long the first request in either line has waited, in milliseconds. */
export const oldestWaitMs = (lanes: AdmissionLanes): number =>
  Math.max(lanes.reads.oldestWaitMs(), lanes.writes.oldestWaitMs());

const TURN = Symbol('turn');

type WithTurn = FastifyRequest & { [TURN]?: Admission };

export const admissionPlugin = fp(
  (
    app: FastifyInstance,
    opts: { lanes: AdmissionLanes; onWaited?: (seconds: number) => void },
    done: () => void,
  ) => {
    const { lanes } = opts;
    const giveBack = (request: WithTurn) => {
      const lane = request[TURN];
      if (lane !== undefined) {
        request[TURN] = undefined;
        lane.leave();
      }
    };
    app.addHook('preValidation', (request: WithTurn, _reply, next) => {
      const lane = READ_METHODS.has(request.method) ? lanes.reads : lanes.writes;
      const turn = lane.enter();
      if (turn === null) {
        request[TURN] = lane;
        next();
        return;
      }
      const since = performance.now();
      void turn.then(() => {
        request[TURN] = lane;
        opts.onWaited?.((performance.now() - since) / 1000);
        next();
      });
    });
    app.addHook('onSend', (request: WithTurn, _reply, payload, next) => {
      giveBack(request);
      next(null, payload);
    });
    // A request whose client went away still runs to its answer (onSend); an answer sent
    // without onSend still ends in onResponse.
    app.addHook('onResponse', (request: WithTurn, _reply, next) => {
      giveBack(request);
      next();
    });
    done();
  },
);
