import { z } from "zod";
import { CHECKLIST_ITEM_IDS } from "../domain/onboarding/checklist.ts";

/** `GET /api/me/availability/summary[?cardId=]`: how bookable the caller (or one of their cards) is over the next 4 weeks. */
export const availabilitySummarySchema = z.object({
  /** Weekly hours are set: the card's own, or the standard ones. */
  hasWorkingHours: z.boolean(),
  /** Minutes learners could book from now over the next 28 days, after days off, bookings, notice and cap. */
  bookableMinutesNext4Weeks: z.number().int().min(0),
  timezone: z.string(),
});
export type AvailabilitySummary = z.infer<typeof availabilitySummarySchema>;
export const availabilitySummaryQuerySchema = z.object({ cardId: z.string().max(100).optional() });

export const checklistItemSchema = z.object({
  id: z.enum(CHECKLIST_ITEM_IDS),
  title: z.string(),
  description: z.string(),
  href: z.string(),
  done: z.boolean(),
  note: z.string().nullable(),
});

/** `GET /api/me/onboarding`: the dashboard's checklist (null for guests) and whether the Get-started banner shows. */
export const onboardingSchema = z.object({
  checklist: z
    .object({
      kind: z.enum(["advisor", "learner"]),
      items: z.array(checklistItemSchema),
      complete: z.boolean(),
      hidden: z.boolean(),
    })
    .nullable(),
  showGetStarted: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** `GET /api/me/info-boxes`: the boxes the caller has not completed. */
export const infoBoxSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  action: z.string(),
  href: z.string(),
});
export type InfoBoxDto = z.infer<typeof infoBoxSchema>;
