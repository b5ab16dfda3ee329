import { describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { HeadContext, type HeadCollector } from "../../../site-app/page-meta.tsx";
import {
  firstNameProblem,
  reportDetailsProblem,
  playerDuration,
  PUBLIC_VIDEO_MESSAGES,
  publicVideoQuery,
  type PublicVideoDto,
} from "./public-video.ts";
import EmbedPage from "./embed-page.tsx";
import WatchPage from "./watch-page.tsx";

const video: PublicVideoDto = {
  slug: "ab12cd",
  title: "Pricing review | part 1",
  ownerName: "Ava Stone",
  createdAt: "2026-11-20T10:00:00.000Z",
  madeOn: "20 Nov 2026",
  status: "ready",
  durationSeconds: 754,
  media: {
    videoUrl: "/api/v/ab12cd/video",
    audioUrl: "/api/v/ab12cd/audio",
    posterUrl: "/api/v/ab12cd/poster",
    videoBytes: 12_897_485,
    audioBytes: 1_153_434,
  },
  canDownload: { video: false, audio: false },
  relation: "other",
  needsName: true,
  viewerName: null,
};

/** Renders a page as the server does, with its data already loaded (or a 404 "missing"). */
function render(path: string, route: string, Page: () => React.ReactNode, data: PublicVideoDto | { missing: string }) {
  const client = new QueryClient();
  client.setQueryData(publicVideoQuery("ab12cd").key, data);
  const head: HeadCollector = { meta: null, status: 200 };
  const html = renderToStaticMarkup(
    <HeadContext value={head}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </HeadContext>,
  ).replace(/<!-- -->/g, "");
  return { html, head };
}

describe("the public video page's words", () => {
  it("are the contract's", () => {
    expect(PUBLIC_VIDEO_MESSAGES.firstName).toBe(VIDEO_MESSAGES.firstName);
    expect(PUBLIC_VIDEO_MESSAGES.notReady).toBe(VIDEO_MESSAGES.notReady);
  });
  it("asks for a first name, and says (never cuts) when one is too long", () => {
    expect(firstNameProblem("  ")).toBe(VIDEO_MESSAGES.firstName);
    expect(firstNameProblem("x".repeat(TEXT_LIMITS.firstName.max + 1))).toBe(TEXT_LIMITS.firstName.message);
    expect(firstNameProblem(" Sam ")).toBeNull();
    expect(reportDetailsProblem("x".repeat(2001))).toBe(TEXT_LIMITS.videoReport.message);
    expect(reportDetailsProblem("It shows my home address.")).toBeNull();
  });
  it("reads durations as the library does", () => expect(playerDuration(3723)).toBe("1:02:03"));
});

describe("/v/{slug}", () => {
  it("asks a signed-out viewer's first name before showing the player", () => {
    const { html } = render("/v/ab12cd", "/v/:slug", WatchPage, video);
    expect(html).toContain("Your first name");
    expect(html).not.toContain("<video");
    expect(html).toContain("Pricing review | part 1");
    // The day as the server gave it (the owner's day, as in the title), in the first paint.
    expect(html).toContain("Ava Stone<span> · 12:34</span><span> · 20 Nov 2026</span>");
    expect(html).toContain("Report this video");
  });
  it("shows the player with its poster, and downloads only where allowed", () => {
    const named = { ...video, needsName: false, viewerName: "Sam" };
    const viewOnly = render("/v/ab12cd", "/v/:slug", WatchPage, named).html;
    expect(viewOnly).toMatch(/<video[^>]+src="\/api\/v\/ab12cd\/video"[^>]+poster="\/api\/v\/ab12cd\/poster"/);
    expect(viewOnly).not.toContain("Download");
    const both = render("/v/ab12cd", "/v/:slug", WatchPage, { ...named, canDownload: { video: true, audio: true } }).html;
    expect(both).toContain('href="/api/v/ab12cd/download?type=video"');
    expect(both).toContain("Download video (MP4, 12.3 MB)");
    expect(both).toContain("Download audio (M4A, 1.1 MB)");
  });
  it("tells link previews it is a video: og:type, poster and the MP4", () => {
    const { head } = render("/v/ab12cd", "/v/:slug", WatchPage, video);
    expect(head.meta).toMatchObject({
      title: "Pricing review | part 1 | Kora",
      type: "video.other",
      image: "/api/v/ab12cd/poster",
      video: { url: "/api/v/ab12cd/video", type: "video/mp4" },
      noindex: true,
    });
  });
  it("answers 404 for a private or unknown video", () => {
    const { html, head } = render("/v/ab12cd", "/v/:slug", WatchPage, { missing: "Not found." });
    expect(head.status).toBe(404);
    expect(html).toContain("This video isn&#x27;t available.");
  });
  it("says a video being prepared isn't ready", () => {
    const { html } = render("/v/ab12cd", "/v/:slug", WatchPage, { ...video, status: "processing", media: null });
    expect(html).toContain(VIDEO_MESSAGES.notReady);
  });
});

describe("/embed?v={slug}", () => {
  it("is the player with a title linking to the video's page in a new tab", () => {
    const { html } = render("/embed?v=ab12cd", "/embed", EmbedPage, { ...video, needsName: false });
    expect(html).toContain("<video");
    expect(html).toMatch(/<a[^>]+href="\/v\/ab12cd"[^>]+target="_blank"[^>]*>Pricing review \| part 1<\/a>/);
  });
  it("says a private or unknown video isn't available", () => {
    const { html, head } = render("/embed?v=ab12cd", "/embed", EmbedPage, { missing: "Not found." });
    expect(html).toContain("This video isn&#x27;t available.");
    expect(head.status).toBe(404);
    expect(render("/embed", "/embed", EmbedPage, video).html).toContain("This video isn&#x27;t available.");
  });
});
