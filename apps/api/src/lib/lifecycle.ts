/**
 * Where the process is in its life, for readiness: `starting` until server.ts has migrated the
 * database and listens, `stopping` from the shutdown signal on (so a load balancer stops sending
 * traffic while the requests in flight finish).
 */
export class Lifecycle {
  constructor(public state: 'starting' | 'ready' | 'stopping' = 'ready') {}
}
