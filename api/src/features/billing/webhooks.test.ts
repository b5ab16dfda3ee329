import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { generateEvents } from "../../test/webhook-events.ts";
import { deliver, seeded, snapshot, type TemplateEvent, webhookWorld } from "../../test/webhook-world.ts";

type World = Awaited<ReturnType<typeof webhookWorld>>;

const UNIQUE = 130;
const DUPLICATES = 60;
const BAD = 10;

const post = (t: TestApp, delivery: { body: string; signature: string }) =>
  t.app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    body: delivery.body,
  });

describe("Stripe webhooks: 200 deliveries, 30% duplicates, shuffled, some with bad signatures", () => {
  const rng = seeded(20261125);
  const unique = generateEvents(rng, UNIQUE);
  // Events that only ever arrive badly signed: they must change nothing.
  const forged: TemplateEvent[] = Array.from({ length: BAD / 2 }, (_, i) => ({
    id: `evt_forged_${i}`,
    type: "account.updated",
    created: 1_901_000_000,
    data: {
      object: { id: "$acct", object: "account", details_submitted: true, payouts_enabled: true, requirements: { currently_due: [] } },
    },
  }));
  const deliveries: { event: TemplateEvent; bad: boolean }[] = [
    ...unique.map((event) => ({ event, bad: false })),
    ...Array.from({ length: DUPLICATES }, () => ({ event: rng.pick(unique), bad: false })),
    ...forged.map((event) => ({ event, bad: true })),
    ...Array.from({ length: BAD / 2 }, () => ({ event: rng.pick(unique), bad: true })),
  ];
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
  }

  let canonical: World;
  let shuffled: World;
  beforeAll(async () => {
    canonical = await webhookWorld();
    shuffled = await webhookWorld();
  });
  afterAll(async () => {
    await canonical.close();
    await shuffled.close();
  });

  it("ends where the unique valid events, applied once in order, end; a replay changes nothing", async () => {
    expect(deliveries).toHaveLength(200);
    const now = () => Math.floor(canonical.t.clock.now.getTime() / 1000);
    const before = await snapshot(shuffled.t, shuffled.refs);
    expect(await snapshot(canonical.t, canonical.refs)).toBe(before);

    const inOrder = [...unique].sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
    for (const event of inOrder) expect((await post(canonical.t, deliver(event, canonical.refs, now()))).status).toBe(200);

    const answers = { ok: 0, duplicate: 0, refused: 0 };
    for (const { event, bad } of deliveries) {
      const response = await post(shuffled.t, deliver(event, shuffled.refs, now(), bad));
      if (response.status === 400) answers.refused++;
      else if (((await response.json()) as { duplicate: boolean }).duplicate) answers.duplicate++;
      else answers.ok++;
    }
    expect(answers).toEqual({ ok: UNIQUE, duplicate: DUPLICATES, refused: BAD });
    const after = await snapshot(shuffled.t, shuffled.refs);
    expect(after).toBe(await snapshot(canonical.t, canonical.refs));
    expect(after).not.toBe(before);

    for (const { event, bad } of deliveries) {
      const response = await post(shuffled.t, deliver(event, shuffled.refs, now(), bad));
      expect(response.status === 400 || ((await response.json()) as { duplicate: boolean }).duplicate).toBe(true);
    }
    expect(await snapshot(shuffled.t, shuffled.refs)).toBe(after);
  });

  it("carries the events' meaning: newest account state, each payout once, cards saved once, a dispute flagged", async () => {
    const db = shuffled.t.services.db;
    // The two newest account events share a second; the enabled one wins.
    expect(await db.selectFrom("payout_accounts").select(["status", "bank_last4", "requirements"]).executeTakeFirstOrThrow()).toEqual({
      status: "enabled",
      bank_last4: "6789",
      requirements: "[]",
    });
    const payouts = await db.selectFrom("payments").select(["provider_ref", "status", "reason"]).where("kind", "=", "payout").execute();
    expect(payouts).toHaveLength(14);
    for (const payout of payouts) {
      const events = unique.filter((e) => e.data.object.id === payout.provider_ref);
      const newest = events.reduce((a, b) => (b.created > a.created || (b.created === a.created && b.type === "payout.paid") ? b : a));
      expect(payout.status).toBe(newest.type === "payout.paid" ? "succeeded" : "failed");
    }
    expect(await db.selectFrom("payment_methods").select("id").execute()).toHaveLength(4);
    const charges = await db.selectFrom("payments").select(["provider_ref", "status", "flagged"]).where("kind", "=", "charge").execute();
    for (let b = 0; b < 8; b++) {
      const ref = shuffled.refs.get(`$pi${b}`);
      const events = unique.filter((e) => e.data.object.id === `$pi${b}`);
      const charge = charges.find((c) => c.provider_ref === ref)!;
      if (events.some((e) => e.type === "payment_intent.succeeded")) expect(charge.status).toBe("succeeded");
    }
    expect(charges.filter((c) => c.flagged?.startsWith("Disputed"))).toHaveLength(1);
  });
});
