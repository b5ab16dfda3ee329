import { describe, expect, it } from "vitest";
import { bookingDedupeBasis, canonicalBookingRequest, canonicalJson } from "./request-fingerprint.ts";

const request = {
  cardId: "card-1",
  duration: 60,
  preferredTimes: ["2030-01-01T10:00:00Z", "2030-01-01T09:00:00.000Z"],
  learnerId: null,
  learnerEmail: null,
  discussionTopic: "Moving into management",
  expiry: null,
  instant: false,
  useProbonoCredit: false,
  paymentMethodId: "pm-1",
  learnerFirstName: null,
};

describe("booking request fingerprints", () => {
  it("sorts keys at every depth", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
  });

  it("ignores key order, time order and spelling, but not what is asked", () => {
    const { discussionTopic, ...rest } = request;
    const same = { ...rest, discussionTopic, preferredTimes: ["2030-01-01T09:00:00Z", "2030-01-01T10:00:00.000Z"] };
    expect(canonicalBookingRequest(same)).toBe(canonicalBookingRequest(request));
    expect(canonicalBookingRequest({ ...request, discussionTopic: "Something else" })).not.toBe(canonicalBookingRequest(request));
    expect(canonicalBookingRequest({ ...request, learnerEmail: "Ada@Example.com" })).toBe(
      canonicalBookingRequest({ ...request, learnerEmail: "ada@example.com" }),
    );
  });

  it("dedupes on card, times, length and learner only", () => {
    const basis = bookingDedupeBasis(request);
    expect(bookingDedupeBasis({ ...request, preferredTimes: [...request.preferredTimes].reverse() })).toBe(basis);
    expect(bookingDedupeBasis({ ...request, duration: 30 })).not.toBe(basis);
    expect(bookingDedupeBasis({ ...request, cardId: "card-2" })).not.toBe(basis);
    expect(bookingDedupeBasis({ ...request, preferredTimes: ["2030-01-01T11:00:00Z"] })).not.toBe(basis);
    expect(bookingDedupeBasis({ ...request, learnerId: "someone" })).not.toBe(basis);
  });
});
