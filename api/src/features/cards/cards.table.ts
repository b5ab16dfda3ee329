import type { Selectable } from "kysely";
import type { AutoUnpublishReason } from "@kora/shared/domain/cards/auto-unpublish.ts";
import type { CardStatus, CardType } from "@kora/shared/domain/cards/lifecycle.ts";

export interface CardsTable {
  id: string;
  user_id: string;
  group_id: string | null;
  slug: string;
  title: string;
  title_key: string;
  summary: string;
  type: CardType;
  status: CardStatus;
  /** Minor units per 30 minutes in `currency`. */
  rate: number;
  currency: string;
  rate_usd: number;
  /** JSON array of minutes. */
  durations: string;
  booking_slot_duration: number;
  years_of_experience: "1-5" | "5-10" | "10-20" | "20+";
  pro_bono: number;
  repeat_only: number;
  timezone: string;
  review_feedback: string | null;
  short_code: string | null;
  reviews_count: number;
  reviews_average: number;
  /** Random, for the seeded shuffle (see search-terms.ts). */
  shuffle_key: number;
  /** JSON WorkingHoursRule[] of its own, or null to use the owner's standard hours. */
  working_hours: string | null;
  approved_at: string | null;
  /** The owner's video shown on the card while they are on Pro (migration 2026_11_27_1310_card_video_message; card-videos feature). */
  video_message_id?: string | null;
  /** Requests that expired unanswered by the owner since they last answered one or published (migration 2026_12_03_0600). */
  unanswered_expiries?: number;
  /** Why it was last unpublished on its own, until published again (shared/domain/cards/auto-unpublish.ts). */
  auto_unpublished?: AutoUnpublishReason | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CardTables {
  cards: CardsTable;
  categories: { id: string; slug: string; name: string; parent_id: string | null; sort_order: number };
  skills: { id: string; name: string; name_key: string };
  card_skills: { card_id: string; skill_id: string; position: number };
  card_categories: { card_id: string; category_id: string };
  card_languages: { card_id: string; language: string };
  work_histories: {
    id: string;
    card_id: string;
    position: number;
    organization: string;
    role: string;
    description: string;
    start_date: string;
    end_date: string | null;
  };
  qualifications: {
    id: string;
    card_id: string;
    position: number;
    qualification: string;
    subject: string;
    organization: string;
    completion_date: string;
  };
  supporting_links: { id: string; card_id: string; position: number; link: string; title: string; description: string; icon: string };
  favourites: { user_id: string; card_id: string; created_at: string };
  /** A draft's unset fields (JSON DraftBlank[]) whose card columns hold placeholders (migration 2026_11_27_1030). */
  card_draft_blanks: { card_id: string; fields: string };
  reviews: {
    id: string;
    card_id: string;
    booking_id: string | null;
    created_by: string;
    created_for: string;
    rating: number;
    call_quality_rating: number | null;
    comments: string;
    call_quality_comment: string | null;
    created_at: string;
    /** When its author last changed it (migration 2026_11_27_1200_reviews). */
    updated_at: string | null;
  };
  currency_rates: { currency: string; per_usd: number; updated_at: string };
  /** What search filters and orders by, one narrow row per published live marketplace or group card; database triggers keep it (migration 2026_11_25_1000). */
  card_facets: {
    card_rowid: number;
    type: CardType;
    group_id: string | null;
    shuffle_key: number;
    rate_usd: number;
    /** The advising languages as bits (languageMask in shared). */
    language_mask: number;
    pro_bono: number;
    years_of_experience: string;
    timezone: string;
    reviews_average: number;
    reviews_count: number;
    created_at: string;
  };
  cards_fts: { rowid: number; title: string; summary: string; skills: string; advisor: string; history: string; cards_fts: string };
}

export type CardRow = Selectable<CardsTable>;
