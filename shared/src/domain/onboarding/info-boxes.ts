import { appPath } from "../../brand.ts";

/**
 * The dashboard's info boxes (core §7 `me/info-boxes`, `users/complete-info-box/{id}`): short nudges
 * a person can act on or dismiss. A box is shown until the person completes it (the call) or what it
 * asks for is already true.
 */

export interface InfoBoxFacts {
  phoneVerified: boolean;
  hasAvatar: boolean;
  hasVideo: boolean;
}

export interface InfoBox {
  id: string;
  title: string;
  text: string;
  action: string;
  href: string;
}

interface CatalogueEntry extends InfoBox {
  /** True when what the box asks for is already done. */
  satisfied: (facts: InfoBoxFacts) => boolean;
}

const CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: "verify-phone",
    title: "Verify your mobile for SMS reminders",
    text: "We text you 10 minutes before each session. Your number is used only for booking reminders, never for marketing.",
    action: "Verify my mobile",
    href: "/verify/phone",
    satisfied: (facts) => facts.phoneVerified,
  },
  {
    id: "add-photo",
    title: "Add a photo",
    text: "A friendly photo helps the people you meet recognise you before the call starts.",
    action: "Add a photo",
    href: appPath("my-details"),
    satisfied: (facts) => facts.hasAvatar,
  },
  {
    id: "record-video",
    title: "Record your first video",
    text: "Open your meeting room and record a short hello. Recording is free and unlimited, and you can share it by link.",
    action: "Go to my videos",
    href: appPath("videos"),
    satisfied: (facts) => facts.hasVideo,
  },
];

/** Every box id there is; completing any other id is a 404. */
export const INFO_BOX_IDS: readonly string[] = CATALOGUE.map((box) => box.id);

export const isInfoBoxId = (id: string) => INFO_BOX_IDS.includes(id);

/** The boxes to show, in catalogue order: not completed and not already satisfied. */
export function pendingInfoBoxes(facts: InfoBoxFacts, completed: ReadonlySet<string>): InfoBox[] {
  return CATALOGUE.filter((box) => !completed.has(box.id) && !box.satisfied(facts)).map(({ satisfied: _satisfied, ...box }) => box);
}
