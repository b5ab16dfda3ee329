import { appPath, BRAND } from "@kora/shared/brand.ts";

/** Where this feature's pages live. */
export const cardPaths = {
  mine: (groupId?: string | null) => appPath(groupId ? `${BRAND.slug}-cards/${groupId}` : `${BRAND.slug}-cards`),
  create: appPath(`${BRAND.slug}-cards/create`),
  createGroup: (groupId?: string) => appPath(`${BRAND.slug}-cards/create/group${groupId ? `?group=${encodeURIComponent(groupId)}` : ""}`),
  review: appPath(`${BRAND.slug}-cards/review`),
  edit: (userSlug: string, cardId: string) => `/advisors/${userSlug}/${cardId}/edit`,
  /** A live card's instant meeting (core §2): its advisor's personal room, entered from the card. `link` is the card's page. */
  instantMeeting: (link: string) => `${link.replace(/\/+$/, "")}/instant-meeting`,
};
