import { describe, expect, it } from "vitest";
import { prerender } from "react-dom/static";
import { InviteNotInterested } from "./invite-not-interested.tsx";

/** The `/not-interested?invite=…` block as the server renders it: the invitee's one button, before any call. */
async function render(code: string) {
  const { prelude } = await prerender(<InviteNotInterested code={code} classes={{}} />);
  return (await new Response(prelude).text()).replace(/&#x27;/g, "'").replace(/<!-- -->/g, "");
}

describe("not interested in an invite (from the invite mail)", () => {
  it("offers to stop invites to the address", async () => {
    const html = await render("ABCDEFGHJKMN");
    expect(html).toContain("Not interested in this invite?");
    expect(html).toContain("Tell us and nobody will be able to invite this address again.");
    expect(html).toContain("Stop invites");
  });
});
