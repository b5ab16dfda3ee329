import type { Generated } from "kysely";

/** The job queue's table: platform state, owned by api/src/jobs. */
export interface JobTables {
  jobs: {
    id: string;
    kind: string;
    payload: string;
    run_at_ms: number;
    status: Generated<"queued" | "running" | "done" | "failed">;
    attempts: Generated<number>;
    lease_owner: Generated<string | null>;
    lease_until_ms: Generated<number | null>;
    dedupe_key: string | null;
    last_error: Generated<string | null>;
    created_at_ms: number;
    finished_at_ms: Generated<number | null>;
  };
}
