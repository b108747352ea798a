/**
 * Whether this process has been asked to stop (SIGTERM/SIGINT). Set by the graceful shutdown the
 * moment the signal arrives, before the listener closes, so `/api/ready` answers 503 at once and a
 * load balancer stops sending new requests here while the ones in flight finish (ADR 0071).
 * One flag per process: there is one server per process.
 */
let draining = false;

export function markDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
