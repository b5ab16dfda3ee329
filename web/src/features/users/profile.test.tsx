import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@kora/shared/domain/users/avatar-rules.ts";
import { makeMe } from "../../test/me-fixture.ts";
import { firstErrorField } from "../../ui/field-errors.tsx";
import { ABOUT_FIELDS, aboutDirty, aboutValuesOf, checkAbout } from "./about-form.ts";
import { checkPictureFile } from "./avatar-checks.ts";
import { AvatarSection } from "./avatar-section.tsx";
import { ProfileForm } from "./profile-form.tsx";

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
/** The first bytes of a PNG of `width` × `height`: all the checks read. */
const pngHead = (width: number, height: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    0x49,
    0x48,
    0x44,
    0x52,
    ...u32(width),
    ...u32(height),
    8,
    6,
    0,
    0,
    0,
  ]);

describe("checkPictureFile (before uploading)", () => {
  it.each<[string, Blob, string | null]>([
    ["a 400 × 400 PNG", new Blob([pngHead(400, 400)], { type: "image/png" }), null],
    ["a PNG named and typed as a JPEG", new Blob([pngHead(400, 400)], { type: "image/jpeg" }), null],
    ["a text file typed as an image", new Blob(["hello"], { type: "image/png" }), AVATAR_MESSAGES.imageOnly],
    ["a file over 5 MB", new Blob([new Uint8Array(AVATAR_MAX_BYTES + 1)]), AVATAR_MESSAGES.tooBig],
    ["a 100 × 100 PNG", new Blob([pngHead(100, 100)]), AVATAR_MESSAGES.tooSmall],
    ["a PNG claiming 9000 × 9000", new Blob([pngHead(9000, 9000)]), AVATAR_MESSAGES.tooLarge],
  ])("%s", async (_, file, expected) => {
    expect(await checkPictureFile(file)).toBe(expected);
  });
});

describe("the About you form's rules", () => {
  const saved = aboutValuesOf(makeMe({ location: "Leeds", languagesSpoken: ["en"] }));

  it("starts from the saved profile and knows when it changed", () => {
    expect(saved).toEqual({
      location: "Leeds",
      education: "",
      languagesSpoken: ["en"],
      interests: [],
      categoryInterests: [],
      socialLinks: [],
    });
    expect(aboutDirty(saved, saved)).toBe(false);
    expect(aboutDirty({ ...saved, languagesSpoken: ["en", "fr"] }, saved)).toBe(true);
    expect(aboutDirty({ ...saved, location: "Leeds " }, saved)).toBe(true);
  });

  it("checks with the API's messages and points at the first errored field on the page", () => {
    const result = checkAbout({
      ...saved,
      education: "x".repeat(201),
      interests: ["Chess", "chess"],
      socialLinks: ["https://github.com/ada/repo"],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        education: "Please provide an education with no more than 200 characters.",
        "interests.1": "already chosen",
        "socialLinks.0": "Please provide a valid GitHub profile url.",
      },
    });
    expect(firstErrorField(result.ok ? {} : result.errors, ABOUT_FIELDS)).toBe("education");
    expect(firstErrorField({ "socialLinks.10": "x", "socialLinks.2": "y", "languagesSpoken.0": "z" }, ABOUT_FIELDS)).toBe(
      "languagesSpoken.0",
    );
    expect(firstErrorField({ "socialLinks.10": "x", "socialLinks.2": "y" }, ABOUT_FIELDS)).toBe("socialLinks.2");
    expect(checkAbout(saved)).toEqual({ ok: true });
  });
});

describe("the Photo section", () => {
  it("offers an upload with the accepted formats, and Remove only when there is a picture", () => {
    const none = renderToStaticMarkup(<AvatarSection me={makeMe()} />);
    expect(none).toContain("Upload photo");
    expect(none).not.toContain(">Remove<");
    expect(none).toContain('accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"');
    expect(none).toContain("AL");

    const withPicture = renderToStaticMarkup(<AvatarSection me={makeMe({ avatarUrl: "/api/users/u1/avatar/256?v=abc" })} />);
    expect(withPicture).toContain("Change photo");
    expect(withPicture).toContain(">Remove<");
    expect(withPicture).toContain('src="/api/users/u1/avatar/256?v=abc"');
  });
});

describe("the Language field of Your details", () => {
  const render = () =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm me={makeMe({ locale: "sv" })} onDirtyChange={() => {}} />
      </QueryClientProvider>,
    );

  it("offers each of Kora's languages, named in itself and marked with its own lang, saved as `locale`", () => {
    const html = render();
    expect(html).toContain(">Language</label>");
    const select = /<select[^>]*name="locale"[^>]*>(.*?)<\/select>/.exec(html);
    expect(select).not.toBeNull();
    const options = [...select![1]!.matchAll(/<option value="([^"]*)" lang="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      m[2],
      m[3],
    ]);
    expect(options).toEqual([
      ["en", "en", "English"],
      ["sv", "sv", "Svenska"],
      ["da", "da", "Dansk"],
      ["de", "de", "Deutsch"],
      ["fr", "fr", "Français"],
      ["es", "es", "Español"],
      ["ar", "ar", "العربية"],
    ]);
  });

  it("keeps the other fields' English words", () => {
    const html = render();
    for (const text of ["Your details", "Country", "Timezone", "Currency", "Save details"]) expect(html).toContain(text);
    expect(html).toContain("Paid Kora Cards need a country where paid bookings work: ");
  });
});
