import type { ServerResponse } from 'node:http';

/** How long a request waits for another one computing the same answer before computing it itself. */
const MAX_WAIT_MS = 3000;

/**
 * When a cached answer expires, every shopper asking for it at that moment would miss at once and
 * all of them would compute it (a stampede on the busiest entries). Instead the first miss computes
 * it and the others wait for its response to finish, then read the cache again.
 */
export class SingleFlight {
  private readonly flights = new Map<string, Promise<void>>();

  /** Resolves once the request computing `key` has answered (or after MAX_WAIT_MS); undefined when none is. */
  wait(key: string): Promise<void> | undefined {
    const flight = this.flights.get(key);
    if (!flight) return undefined;
    return Promise.race([flight, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS).unref())]);
  }

  /** `res` computes `key` now; the others wait until it has been sent (or the connection closed). */
  lead(key: string, res: ServerResponse): void {
    let done!: () => void;
    this.flights.set(key, new Promise<void>((resolve) => (done = resolve)));
    const end = () => {
      this.flights.delete(key);
      done();
    };
    res.once('finish', end);
    res.once('close', end);
  }
}
