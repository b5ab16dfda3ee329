import type { Selectable } from "kysely";

/** An advisor's Pro branding (migration 2026_11_27_1300_branding). */
export interface UserBrandingTable {
  user_id: string;
  /** `#rrggbb`, lower case; null: none. */
  colour: string | null;
  /** The stored logo's version (`branding/{userId}/logo-{version}.png`); null: none. */
  logo_version: string | null;
  updated_at: string;
}

export interface BrandingTables {
  user_branding: UserBrandingTable;
}

export type UserBrandingRow = Selectable<UserBrandingTable>;
