/**
 * The only module that imports jotai. Atoms live beside their feature and import from here, so the
 * state library stays swappable and there is exactly one store (also usable outside React, e.g. by
 * the API client raising a toast).
 */
import { createStore } from "jotai";

export { atom, Provider as JotaiProvider, useAtom, useAtomValue, useSetAtom } from "jotai";
export type { Atom, PrimitiveAtom, WritableAtom } from "jotai";
export { atomWithStorage } from "jotai/utils";

/** The application's single jotai store. */
export const appStore = createStore();

/** A store of its own, for one server-rendered page (the server never shares state between visitors). */
export const createPageStore = () => createStore();
export type JotaiStore = ReturnType<typeof createStore>;
