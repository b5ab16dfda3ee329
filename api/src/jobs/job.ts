import { z } from "zod";

/** The stored job a handler runs for; `attempts` is 1 on the first run. */
export interface JobRun {
  id: string;
  kind: string;
  attempts: number;
}

/** What enqueue needs to know of a job: its kind and the schema its payload must meet. */
export interface JobType<Schema extends z.ZodType> {
  readonly kind: string;
  /** The zod schema of its payload: enqueue takes its input type, the handler gets its output. */
  readonly schema: Schema;
}

/** A job with what its handler needs, as the catalogue holds it: it checks the stored payload, then runs. */
export interface RunnableJob {
  readonly kind: string;
  run(payload: unknown, job: JobRun): Promise<void>;
}

/**
 * One kind of job: its kind, its payload schema and its handler. `Deps` is what the handler needs
 * from the app (a mailer, the services); createApp hands it over with `withDeps(deps)` in the catalogue.
 */
export interface JobDefinition<Schema extends z.ZodType, Deps = void> extends JobType<Schema> {
  withDeps(deps: Deps): RunnableJob;
}

/** A stored payload the job's schema refuses. Retrying would read the same bytes, so the job fails at once. */
export class JobPayloadError extends Error {
  override readonly name = "JobPayloadError";
}

export type JobHandler<Schema extends z.ZodType, Deps> = (payload: z.output<Schema>, deps: Deps, job: JobRun) => Promise<void>;

/**
 * Defines a job. Its payload is validated with `schema` when the job is claimed: a payload the schema
 * refuses fails the job with a JobPayloadError naming each bad field, and never reaches `handler`.
 */
export function defineJob<Schema extends z.ZodType, Deps = void>(
  kind: string,
  schema: Schema,
  handler: JobHandler<Schema, Deps>,
): JobDefinition<Schema, Deps> {
  return {
    kind,
    schema,
    withDeps: (deps) => ({
      kind,
      async run(raw, job) {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) throw new JobPayloadError(`Job ${kind} has a bad payload: ${z.prettifyError(parsed.error)}`);
        await handler(parsed.data, deps, job);
      },
    }),
  };
}
