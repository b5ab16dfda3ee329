import { describe, expect, it } from "vitest";
import {
  networkOf,
  normalizeProfessionalUrl,
  notANetworkMessage,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  validateProfessionalUrl,
} from "./social-urls.ts";

const URL_MESSAGE = "Please provide a valid url.";
const profileMessage = (name: string) => `Please provide a valid ${name} profile url.`;

describe("validateProfessionalUrl", () => {
  it.each([
    // LinkedIn: a person or an organisation
    ["https://www.linkedin.com/in/ada-lovelace", null],
    ["https://uk.linkedin.com/in/ada-lovelace/", null],
    ["linkedin.com/in/ada-lovelace", null],
    ["http://www.linkedin.com/company/analytical-engines", null],
    ["https://www.linkedin.com/school/oxford", null],
    ["https://www.linkedin.com/in/ada-lovelace/details/experience/extra", profileMessage("LinkedIn")],
    ["https://www.linkedin.com/feed/", profileMessage("LinkedIn")],
    ["https://www.linkedin.com/", profileMessage("LinkedIn")],
    ["https://www.linkedin.com/in/", profileMessage("LinkedIn")],
    // GitHub: github.com/{user}
    ["https://github.com/adalovelace", null],
    ["https://github.com/ada-lovelace?tab=repositories", null],
    ["https://github.com/ada--lovelace", profileMessage("GitHub")],
    ["https://github.com/-ada", profileMessage("GitHub")],
    ["https://github.com/adalovelace/engine", profileMessage("GitHub")],
    ["https://github.com/features", profileMessage("GitHub")],
    ["https://github.com/", profileMessage("GitHub")],
    // Instagram
    ["https://www.instagram.com/ada.lovelace_", null],
    ["https://instagram.com/p/Cx12345", profileMessage("Instagram")],
    ["https://www.instagram.com/explore", profileMessage("Instagram")],
    // Facebook
    ["https://www.facebook.com/ada.lovelace", null],
    ["https://m.facebook.com/profile.php?id=100012345678", null],
    ["https://www.facebook.com/people/Ada-Lovelace/100012345678", null],
    ["https://www.facebook.com/profile.php", profileMessage("Facebook")],
    ["https://www.facebook.com/groups/engines", profileMessage("Facebook")],
    ["https://www.facebook.com/sharer.php", profileMessage("Facebook")],
    // Twitter or X
    ["https://twitter.com/ada_lovelace", null],
    ["https://x.com/ada_lovelace", null],
    ["https://x.com/ada_lovelace/status/123", profileMessage("Twitter")],
    ["https://twitter.com/home", profileMessage("Twitter")],
    ["https://x.com/a_name_far_too_long", profileMessage("Twitter")],
    // YouTube: @handle, /c/, /channel/, /user/
    ["https://www.youtube.com/@adalovelace", null],
    ["https://www.youtube.com/@adalovelace/videos", null],
    ["https://www.youtube.com/c/AdaLovelace", null],
    ["https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv", null],
    ["https://www.youtube.com/user/adalovelace", null],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", profileMessage("YouTube")],
    ["https://www.youtube.com/channel/not-a-channel-id", profileMessage("YouTube")],
    // ResearchGate
    ["https://www.researchgate.net/profile/Ada-Lovelace", null],
    ["https://www.researchgate.net/profile/Ada-Lovelace-2/research", null],
    ["https://www.researchgate.net/publication/123_Notes", profileMessage("ResearchGate")],
    // Other sites and things that aren't links
    ["https://example.com/ada", notANetworkMessage],
    ["https://notlinkedin.com/in/ada", notANetworkMessage],
    ["https://linkedin.com.evil.example/in/ada", notANetworkMessage],
    ["ftp://github.com/ada", URL_MESSAGE],
    ["javascript:alert(1)", URL_MESSAGE],
    ["https://user:pw@github.com/ada", URL_MESSAGE],
    ["https://github.com:8443/ada", URL_MESSAGE],
    ["github dot com slash ada", URL_MESSAGE],
    ["localhost", URL_MESSAGE],
    ["", URL_MESSAGE],
    [`https://github.com/${"a".repeat(2100)}`, URL_MESSAGE],
  ])("%s → %s", (raw, expected) => {
    expect(validateProfessionalUrl(raw)).toBe(expected);
  });

  it("names every network in the message for other sites", () => {
    expect(SOCIAL_NETWORK_NAMES).toBe("LinkedIn, GitHub, Instagram, Facebook, Twitter, YouTube or ResearchGate");
    expect(notANetworkMessage).toBe(`Please provide a link to your profile on ${SOCIAL_NETWORK_NAMES}.`);
  });

  it("accepts every network's own example", () => {
    for (const network of SOCIAL_NETWORKS) expect(validateProfessionalUrl(network.example), network.id).toBeNull();
  });
});

describe("networkOf", () => {
  it.each([
    ["https://www.linkedin.com/feed", "linkedin"],
    ["x.com/ada", "twitter"],
    ["https://mobile.twitter.com/ada", "twitter"],
    ["https://fb.com/ada.lovelace", "facebook"],
    ["https://www.researchgate.net/profile/Ada", "researchgate"],
    ["https://medium.com/@ada", null],
    ["https://youtube.com.example.org/@ada", null],
    ["not a url", null],
  ])("%s → %s", (raw, expected) => {
    expect(networkOf(raw)?.id ?? null).toBe(expected);
  });
});

describe("normalizeProfessionalUrl", () => {
  it.each([
    ["linkedin.com/in/ada-lovelace/", "https://linkedin.com/in/ada-lovelace"],
    ["  http://WWW.GitHub.com/Ada#top ", "https://www.github.com/Ada"],
    ["https://m.facebook.com/profile.php?id=100012345678", "https://m.facebook.com/profile.php?id=100012345678"],
    ["https://example.com/ada", null],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeProfessionalUrl(raw)).toBe(expected);
  });
});
