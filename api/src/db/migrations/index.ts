import type { Migration } from "kysely";
import * as createAccounts from "./2026_11_21_0900_create_accounts.ts";
import * as createGroupsAndPlans from "./2026_11_21_0910_create_groups_and_plans.ts";

/** Every migration, by name. Names sort by date; Kysely applies them in that order. */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0900_create_accounts": createAccounts,
  "2026_11_21_0910_create_groups_and_plans": createGroupsAndPlans,
};
