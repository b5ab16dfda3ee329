import type { InfoBoxDto, Onboarding } from "@kora/shared/contracts/onboarding.ts";
import { onboardingChecklist, showGetStarted } from "@kora/shared/domain/onboarding/checklist.ts";
import { isInfoBoxId, pendingInfoBoxes } from "@kora/shared/domain/onboarding/info-boxes.ts";
import { notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { completeInfoBox, hideChecklist } from "./onboarding.repository.ts";
import { completedInfoBoxes, infoBoxFacts, onboardingFacts } from "./onboarding.read-model.ts";

/** `GET /api/me/onboarding`: the caller's checklist, ticked from what the database holds, and the Get-started banner. */
export async function onboarding(services: Pick<Services, "db">, user: UserRow): Promise<Onboarding> {
  const facts = await onboardingFacts(services.db, user);
  return { checklist: onboardingChecklist(facts), showGetStarted: showGetStarted(facts) };
}

/** Hides the caller's checklist for good (dismissed when complete, or hidden before). */
export async function hideOnboarding(services: Pick<Services, "db" | "now">, user: UserRow): Promise<void> {
  await hideChecklist(services.db, user.id, services.now().toISOString());
}

/** `GET /api/me/info-boxes`: the boxes the caller has neither completed nor already done what they ask. */
export async function infoBoxes(services: Pick<Services, "db">, user: UserRow): Promise<InfoBoxDto[]> {
  const [facts, completed] = await Promise.all([infoBoxFacts(services.db, user), completedInfoBoxes(services.db, user.id)]);
  return pendingInfoBoxes(facts, completed);
}

/** `POST /api/users/complete-info-box/{id}`: done for the caller; an id not in the catalogue is a 404; twice is fine. */
export async function completeInfoBoxFor(services: Pick<Services, "db" | "now">, user: UserRow, boxId: string): Promise<void> {
  if (!isInfoBoxId(boxId)) throw notFound("There is no such info box.");
  await completeInfoBox(services.db, user.id, boxId, services.now().toISOString());
}
