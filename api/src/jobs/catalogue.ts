import type { RunnableJob } from "./job.ts";

/** Every job this process knows how to run, by kind. Built once, in createApp. */
export type JobCatalogue = ReadonlyMap<string, RunnableJob>;

/** The catalogue of `jobs`; two jobs of one kind are a wiring mistake, refused at start-up. */
export function jobCatalogue(...jobs: RunnableJob[]): JobCatalogue {
  const catalogue = new Map<string, RunnableJob>();
  for (const job of jobs) {
    if (catalogue.has(job.kind)) throw new Error(`Two jobs of kind ${job.kind} in the catalogue`);
    catalogue.set(job.kind, job);
  }
  return catalogue;
}
