import KoraCardsPage from "./kora-cards-page.tsx";

/** /f/k-cards: the old path of /features/kora-cards, kept working but noindex, canonical to the new path. */
export default function LegacyKoraCardsPage() {
  return <KoraCardsPage legacy />;
}
