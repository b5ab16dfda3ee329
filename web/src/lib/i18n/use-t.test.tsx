// The same server build as the other tests (isolate: false): each build keeps its own context stack.
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { commonMessages } from "@kora/shared/i18n/messages/common.ts";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { loadCatalog, loadedCatalog, preloadCatalogs } from "./catalogs.ts";
import { LocaleProvider } from "./locale.tsx";
import { useT } from "./use-t.ts";

function Footer() {
  const t = useT(shellMessages);
  return (
    <p>
      {t.t("footer.privacy")} · {t.t("header.openMenu", { alerts: 2 })}
    </p>
  );
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe("a page in a language", () => {
  it("is English outside a provider, without loading anything", async () => {
    expect(await html(<Footer />)).toBe("<p>Privacy<!-- --> · <!-- -->Open menu, 2 alerts</p>");
  });

  it("waits for its language's catalogue, then reads in it, plurals by its rules", async () => {
    const used = new Set<string>();
    const swedish = await html(
      <LocaleProvider locale="sv" used={used}>
        <Footer />
      </LocaleProvider>,
    );
    const sv = await loadCatalog(shellMessages, "sv");
    expect(swedish).toContain(String(sv["footer.privacy"]));
    expect(swedish).not.toContain("Privacy");
    expect(used).toEqual(new Set(["shell"]));
    expect(loadedCatalog(shellMessages, "sv")).toBe(sv);
  });

  it("loads the catalogues a server render named, once each", async () => {
    expect(loadedCatalog(shellMessages, "ar")).toBeUndefined();
    await preloadCatalogs(["shell", "common"], "ar");
    expect(loadedCatalog(shellMessages, "ar")).toBe(await loadCatalog(shellMessages, "ar"));
    await expect(loadCatalog({ name: "missing", en: {} }, "ar")).rejects.toThrow("No catalogue missing/ar");
  });
});

function Both() {
  const shell = useT(shellMessages);
  const common = useT(commonMessages);
  return (
    <p>
      {shell.t("footer.privacy")} | {common.t("language.label")}
    </p>
  );
}

describe("a component with two namespaces", () => {
  it("gets each its own words while they load one after the other", async () => {
    // French: neither loaded yet, so the render suspends on one, then on the other.
    const french = await html(
      <LocaleProvider locale="fr">
        <Both />
      </LocaleProvider>,
    );
    const [fr, frCommon] = [await loadCatalog(shellMessages, "fr"), await loadCatalog(commonMessages, "fr")];
    expect(french).toBe(`<p>${fr["footer.privacy"]}<!-- --> | <!-- -->${frCommon["language.label"]}</p>`);
  });
});
