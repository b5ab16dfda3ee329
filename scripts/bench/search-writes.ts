/**
 * Card writes for `npm run bench:search` while searches run: an advisor publishes new cards (create,
 * publish, staff approval) and edits them, through the API like a person would; after each write
 * the bench searches for the card's fresh word until it is found, and times that.
 */
import { createClient } from "@libsql/client";
import { seededRandom } from "./search-queries.ts";

interface Session {
  cookie: string;
}

async function call(base: string, session: Session | null, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined && { "content-type": "application/json" }),
      ...(session?.cookie && { cookie: session.cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up through the password-free flow, reading the code from the dev mailbox (loopback only). */
async function signUp(base: string, email: string): Promise<Session> {
  await call(base, null, "POST", "/api/password-free/verification-code", {
    step: "signup",
    email,
    firstName: "Bench",
    lastName: "Writer",
    timezone: "Australia/Sydney",
    country: "AU",
    professionalUrl: "https://www.linkedin.com/in/kora-tester",
  });
  const mail = (await (await call(base, null, "GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: { subject: string }[];
  };
  const code = /^([A-Z2-9]{6}) /.exec(mail.data[0]?.subject ?? "")?.[1];
  if (!code) throw new Error(`no sign-in code for ${email}`);
  const verified = await call(base, null, "POST", "/api/password-free/verify", { email, code });
  return { cookie: verified.headers.get("set-cookie")!.split(";")[0]! };
}

/** An advisor and a staff member (made staff in the database, as an operator would). */
export async function writers(base: string, databaseUrl: string): Promise<{ advisor: Session; staff: Session }> {
  const stamp = Date.now().toString(36);
  const advisor = await signUp(base, `bench-advisor-${stamp}@example.com`);
  const staffEmail = `bench-staff-${stamp}@example.com`;
  const staff = await signUp(base, staffEmail);
  const client = createClient({ url: databaseUrl });
  await client.execute({ sql: "update users set is_staff = 1 where email = ?", args: [staffEmail] });
  client.close();
  return { advisor, staff };
}

const word = (random: () => number) => Array.from({ length: 10 }, () => "bcdfghjklmnpqrstvwxz"[Math.floor(random() * 20)]).join("");

/** Searches for `term` (always a distinct request) until a card is found; the milliseconds it took. */
async function findable(base: string, term: string): Promise<number> {
  const started = performance.now();
  for (let attempt = 0; performance.now() - started < 10_000; attempt++) {
    const response = await call(base, null, "GET", `/api/cards/search?swift_search=${term}&seed=${attempt + 1}`);
    const body = (await response.json()) as { data: unknown[] };
    if (body.data.length > 0) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number.POSITIVE_INFINITY;
}

export interface WriteStats {
  published: number;
  edited: number;
  /** Milliseconds from each write's answer until a search found it. */
  findableMs: number[];
}

/** Publishes and edits cards one after another until `stop()`; each is searched for until found. */
export async function writeWhile(
  base: string,
  sessions: { advisor: Session; staff: Session },
  done: Promise<unknown>,
): Promise<WriteStats> {
  const random = seededRandom(4242);
  const stats: WriteStats = { published: 0, edited: 0, findableMs: [] };
  let finished = false;
  done.then(() => (finished = true));
  while (!finished) {
    const fresh = word(random);
    const card = {
      title: `Bench ${fresh} coaching ${stats.published}`,
      summary: `A benchmark card about ${fresh}, written while searches run to see how soon it can be found. `.repeat(4),
      rate: 0,
      currency: "AUD",
      durations: [30, 60],
      skills: ["Career change", "Interview preparation"],
      categoryIds: ["cat-career-coaching"],
      advisingIn: ["en"],
      yearsOfExperience: "5-10",
      timezone: "Australia/Sydney",
    };
    const created = (await (await call(base, sessions.advisor, "POST", "/api/cards", card)).json()) as { data: { id: string } };
    const id = created.data.id;
    const published = (await (await call(base, sessions.advisor, "POST", `/api/cards/${id}/publish`)).json()) as {
      data: { status: string };
    };
    if (published.data.status === "awaiting-review") await call(base, sessions.staff, "POST", `/api/cards/${id}/approve`);
    stats.published++;
    stats.findableMs.push(await findable(base, fresh));
    const edit = word(random);
    await call(base, sessions.advisor, "PUT", `/api/cards/${id}`, {
      ...card,
      summary: `Now about ${edit} as well, after an edit while searches run. `.repeat(6),
    });
    stats.edited++;
    stats.findableMs.push(await findable(base, edit));
  }
  return stats;
}
