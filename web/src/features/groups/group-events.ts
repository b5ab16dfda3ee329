import { isLocale } from "@kora/shared/i18n/locales.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { createTranslator } from "@kora/shared/i18n/translate.ts";
import { loadCatalog } from "../../lib/i18n/catalogs.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { refreshGroups } from "./groups.client.ts";

let listening = false;

/** The groups words in the page's language (the one `<html lang>` shows), English when they can't load. */
async function pageTranslator() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : "en";
  const catalog = await loadCatalog(groupsMessages, locale).catch(() => groupsMessages.en);
  return createTranslator(locale, catalog);
}

/**
 * GroupAccessGranted (public-site §4) reaches the member wherever they are in the app: a success
 * toast (event length), and fresh groups and user, so the group's page, the menus and My groups
 * open up at once.
 */
export function listenForGroupAccess(): void {
  if (listening) return;
  listening = true;
  realtime().onEvent("GroupAccessGranted", ({ data }) => {
    void pageTranslator().then((t) =>
      toast.success(t.t("accessGranted", { name: data.name }), "event", { to: `/g/${data.slug}`, label: t.t("accessGranted.open") }),
    );
    void refreshGroups();
  });
}
