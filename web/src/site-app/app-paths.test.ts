import { describe, expect, it } from "vitest";
import { isAppPath } from "./app-paths.ts";

describe("isAppPath", () => {
  it("gives the app its own pages", () => {
    for (const path of [
      "/my-kora",
      "/my-kora/dashboard",
      "/my-kora/more/favourites",
      "/password-free",
      "/sign-in",
      "/meet/abc",
      "/maintenance-mode",
      "/dev/mailbox",
      "/g",
      "/g/harbour-founders",
      "/g/harbour-founders/apply",
      "/g/harbour-founders/videos/abc",
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it("gives the app a card's booking, respond, instant-meeting and edit pages", () => {
    for (const path of [
      "/advisors/maya-patel/career-coaching/book",
      "/advisors/maya-patel/career-coaching/respond",
      "/advisors/maya-patel/career-coaching/instant-meeting",
      "/advisors/maya-patel/0b7c7f52-52d1-4f39-9a52-0c5c4a1e7a11/edit",
      "/advisors/maya-patel/career-coaching/book/",
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it("leaves the marketplace's public pages to the site", () => {
    for (const path of [
      "/search",
      "/advisors/maya-patel",
      "/advisors/maya-patel/",
      "/advisors/maya-patel/career-coaching",
      "/advisors/maya-patel/career-coaching/",
      "/advisors/maya-patel/book",
      "/advisors/maya-patel/career-coaching/book/extra",
      "/advisors/maya-patel/career-coaching/booking",
      "/advisors/maya-patel/instant-meeting",
      "/advisors/maya-patel/career-coaching/instant-meeting/extra",
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it("leaves everything else to the site (its pages or its 404)", () => {
    for (const path of ["/", "/pricing", "/faq", "/articles/some-story", "/nope", "/guides", "/gift-cards"])
      expect(isAppPath(path), path).toBe(false);
  });
});
