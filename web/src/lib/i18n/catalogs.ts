import type { Locale } from "@kora/shared/i18n/locales.ts";
import type { Catalog, Messages } from "@kora/shared/i18n/translate.ts";

/**
 * Every translated catalogue, each its own chunk, fetched the first time someone reads Kora in its
 * language: a page carries English (imported with its namespace) and nothing else.
 */
const LOADERS = import.meta.glob<Catalog>(
  ["../../../../shared/src/i18n/messages/*/*.json", "!../../../../shared/src/i18n/messages/*/en.json"],
  {
    import: "default",
  },
);

const loaded = new Map<string, Catalog>();
const loading = new Map<string, Promise<Catalog>>();
const id = (messages: Messages, locale: Locale) => `${messages.name}/${locale}`;

/** The catalogue if it has loaded (English always has). */
export function loadedCatalog<K extends string>(messages: Messages<K>, locale: Locale): Catalog<K> | undefined {
  return locale === "en" ? messages.en : (loaded.get(id(messages, locale)) as Catalog<K> | undefined);
}

/** Loads a namespace's catalogue in `locale`; the same promise for every caller. */
export function loadCatalog<K extends string>(messages: Messages<K>, locale: Locale): Promise<Catalog<K>> {
  const key = id(messages, locale);
  const known = loadedCatalog(messages, locale);
  if (known) return Promise.resolve(known);
  let promise = loading.get(key);
  if (!promise) {
    const loader = LOADERS[`../../../../shared/src/i18n/messages/${key}.json`];
    if (!loader) return Promise.reject(new Error(`No catalogue ${key}`));
    promise = loader().then((catalog) => {
      loaded.set(key, catalog);
      return catalog;
    });
    loading.set(key, promise);
  }
  return promise as Promise<Catalog<K>>;
}

/** A promise React's `use()` reads at once when it is already settled (its `status` and `value`, as React marks them). */
type Settled<T> = Promise<T> & { status?: "fulfilled"; value?: T };
const settled = new Map<string, Settled<Catalog>>();

/**
 * The catalogue as something to hand `use()`: the same promise for a namespace and language every
 * time, marked fulfilled once loaded, so `use()` returns it without suspending. A component must call
 * `use()` for every namespace on every render: React pairs a component's `use()` calls by their
 * order, so skipping one that has loaded would hand a later call the earlier one's catalogue.
 */
export function catalogThenable<K extends string>(messages: Messages<K>, locale: Locale): Promise<Catalog<K>> {
  const key = locale === "en" ? `${messages.name}/en` : id(messages, locale);
  let thenable = settled.get(key);
  const known = loadedCatalog(messages, locale);
  if (!thenable || (known && thenable.status !== "fulfilled")) {
    thenable = (known ? Promise.resolve(known) : loadCatalog(messages, locale)) as Settled<Catalog>;
    if (known) Object.assign(thenable, { status: "fulfilled", value: known });
    else {
      const pending = thenable;
      void pending.then(
        (catalog) => Object.assign(pending, { status: "fulfilled", value: catalog }),
        () => undefined,
      );
    }
    settled.set(key, thenable);
  }
  return thenable as Promise<Catalog<K>>;
}

/** Loads catalogues by name (`"shell"`), as the server lists those a page used. */
export function preloadCatalogs(names: readonly string[], locale: Locale): Promise<unknown> {
  if (locale === "en") return Promise.resolve();
  return Promise.all(names.map((name) => loadCatalog({ name, en: {} }, locale)));
}
