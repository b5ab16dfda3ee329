import { prerender } from "react-dom/static.edge";
import { describe, expect, it } from "vitest";
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
