import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { dashboardTask } from "./dashboard.task.ts";

/** GET /api/me/dashboard as the JSON body of its answer, computed on the reader pool (dashboard.task.ts). */
export function dashboardBody(services: Pick<Services, "reads" | "now">, user: UserRow): Promise<string> {
  return services.reads.run(dashboardTask, { user, at: services.now().toISOString() });
}
