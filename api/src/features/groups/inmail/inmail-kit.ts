import { type InMailDetail, inmailDetailSchema, type InMailSend, inmailSummarySchema } from "@kora/shared/contracts/inmail.ts";
import { dataOf, type TestApp } from "../../../test/harness.ts";

/** Tests' InMail through the API: send one as a group's admin, read it back. */

export async function sendAs(t: TestApp, cookie: string, groupId: string, input: Partial<InMailSend> = {}, key?: string) {
  const response = await t.call("POST", `/api/groups/${groupId}/emails/send`, {
    cookie,
    body: { subject: "Hello members", body: "Our next meetup is on Friday.", audience: {}, ...input },
    headers: key ? { "idempotency-key": key } : {},
  });
  if (response.status !== 201) throw new Error(`send failed: ${response.status} ${await response.text()}`);
  return dataOf(response, inmailSummarySchema);
}

export async function detailAs(t: TestApp, cookie: string, groupId: string, emailId: string): Promise<InMailDetail> {
  const response = await t.call("GET", `/api/groups/${groupId}/emails/${emailId}`, { cookie });
  if (response.status !== 200) throw new Error(`detail failed: ${response.status} ${await response.text()}`);
  return dataOf(response, inmailDetailSchema);
}

/** A URL from a mail as the in-process app takes it: its path and query. */
export const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
