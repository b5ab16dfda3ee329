/** Onboarding's own tables (migration 2026_11_27_1030). */
export interface OnboardingTables {
  /** Info boxes a person completed or dismissed; one row per box (primary key user_id, box_id). */
  user_info_boxes: { user_id: string; box_id: string; completed_at: string };
  /** A person hid their dashboard checklist. */
  onboarding_hidden: { user_id: string; hidden_at: string };
}
