import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whose request a read task is run for: a person's key (their user id, or their address when signed
 * out), set for the rest of a request by the expensive-read middleware (http/expensive-read.ts). The
 * reader pool reads it when a task is submitted, so one person's burst of tasks waits behind itself
 * rather than in front of everyone (reader-pool.ts). Held in the request's async context, so the
 * services between the route and `services.reads.run` need not pass it along.
 */
const owners = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it awaits) as `owner`'s. */
export function withReadOwner<T>(owner: string, work: () => Promise<T>): Promise<T> {
  return owners.run(owner, work);
}

/** The owner of the work running now; null outside any (jobs, start-up, routes without the middleware). */
export function currentReadOwner(): string | null {
  return owners.getStore() ?? null;
}
