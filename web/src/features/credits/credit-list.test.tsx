import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import type { CreditDto } from "@kora/shared/contracts/credits.ts";
import { CreditItem } from "./credit-list.tsx";

/** The node test environment has no DOM: the item is checked through server rendering. */
const render = (credit: CreditDto, timeZone = "Europe/London") =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CreditItem credit={credit} timeZone={timeZone} />
    </MemoryRouter>,
  )
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'");

const credit: CreditDto = {
  id: "c1",
  source: "gift-card",
  label: "Gift card from Ava",
  currency: "AUD",
  totalCreditCents: 2000,
  usedCreditCents: 500,
  expiresAt: "2027-01-01T12:00:00.000Z",
  expired: false,
  uses: [
    { bookingId: "b1", cardTitle: "Tax for freelancers", amount: 800, createdAt: "2026-11-21T10:00:00.000Z" },
    { bookingId: "b1", cardTitle: "Tax for freelancers", amount: -300, createdAt: "2026-11-22T10:00:00.000Z" },
  ],
  createdAt: "2026-01-01T12:00:00.000Z",
};

describe("a credit in the list", () => {
  it("shows what is left, when it expires and each use linked to its booking", () => {
    const html = render(credit);
    expect(html).toContain("Gift card from Ava");
    expect(html).toContain("A$15.00 of A$20.00 left");
    expect(html).toContain("Expires 1st January 2027");
    expect(html).toContain('href="/my-kora/bookings/b1"');
    expect(html).toContain("A$8.00 spent");
    expect(html).toContain("+A$3.00 returned");
    expect(html).toContain("21 Nov 2026");
  });
  it("says Expired, and when, without a use list when it was never used", () => {
    const html = render({ ...credit, expired: true, uses: [], expiresAt: "2026-06-01T12:00:00.000Z" });
    expect(html).toContain("Expired on 1st June 2026");
    expect(html).toMatch(/>Expired</);
    expect(html).not.toContain("<ul");
  });
});
