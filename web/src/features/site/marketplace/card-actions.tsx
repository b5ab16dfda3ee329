import { useContext, useState } from "react";
import { useLocation } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ME_QUERY_KEY, useMe } from "../../../lib/me-query.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { SiteOriginContext } from "../../../site-app/site-origin.ts";
import { Button, ButtonAnchor } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { formatDuration, joinList } from "./card-format.ts";
import { absoluteUrl, appPathOf, loginRedirect } from "./links.ts";
import { HeartIcon } from "./marketplace-icons.tsx";
import { originalRateNote, rateLabel } from "./rates.ts";
import { fetchShortLink, marketplaceKeys, setFavourite } from "./marketplace.client.ts";
import { failureMessage } from "./states.tsx";
import styles from "./card-page.module.css";

const isUnauthorised = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/** Save (favourite) toggle. Guests, and anyone whose session ended, log in and come back here. */
function SaveButton({ card }: { card: CardDetail }) {
  const t = useT(siteMarketplaceCardMessages);
  const words = useT(siteMarketplaceMessages);
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  // The log-in page belongs to the app: load it for real.
  const toLogin = () => window.location.assign(loginRedirect(pathname + search));

  const onClick = async () => {
    if (!me || me.isPlaceholder) return toLogin();
    setBusy(true);
    const saved = !card.isFavourite;
    try {
      await setFavourite(card.id, saved);
      queryClient.setQueriesData<CardDetail>({ queryKey: marketplaceKeys.cards }, (cached) =>
        cached && cached.id === card.id ? { ...cached, isFavourite: saved } : cached,
      );
      toast.success(t.t(saved ? "toast.saved" : "toast.removed"));
    } catch (error) {
      if (isUnauthorised(error)) {
        queryClient.setQueryData(ME_QUERY_KEY, null);
        toLogin();
      } else toast.error(failureMessage(error, words));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      onClick={() => void onClick()}
      busy={busy}
      aria-pressed={card.isFavourite}
      className={card.isFavourite ? styles.saved : undefined}
    >
      {!busy && <HeartIcon filled={card.isFavourite} size={18} />}
      {t.t(card.isFavourite ? "saved" : "save")}
    </Button>
  );
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Share: the card's short link, copied to the clipboard; `onLink` shows it for copying by hand. */
function ShareButton({ card, link, onLink }: { card: CardDetail; link: string | null; onLink: (url: string) => void }) {
  const t = useT(siteMarketplaceCardMessages);
  const words = useT(siteMarketplaceMessages);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const url = absoluteUrl(link ?? card.shortLink ?? (await fetchShortLink(card.id)), window.location.origin);
      onLink(url);
      if (await copy(url)) toast.success(t.t("toast.copied"));
      else toast.info(t.t("toast.copyBelow"));
    } catch (error) {
      toast.error(failureMessage(error, words));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()} busy={busy}>
      {!busy && <Icon name="share" size={18} />}
      {t.t("share")}
    </Button>
  );
}

/** Why a signed-in person sees no Book button: the card's group doesn't let them book (core §6 `book`; the API refuses too). */
function NotBookable({ card }: { card: CardDetail }) {
  const t = useT(siteMarketplaceCardMessages);
  const group = card.group;
  return (
    <p className={styles.notBookable} role="status">
      {group
        ? t.rich("notBookable.group", {
            group: group.name,
            link: (chunks) => (
              <a key="group" href={`/g/${group.slug}`}>
                {chunks}
              </a>
            ),
          })
        : t.t("notBookable.plain")}
    </p>
  );
}

/**
 * The booking box: rate, session lengths, Book (→ bookLink, a page of the app), Save and Share. Book
 * and Save follow what the card's group lets the viewer do; visitors sign in first, so they see both.
 */
export function BookBox({ card }: { card: CardDetail }) {
  const t = useT(siteMarketplaceCardMessages);
  const words = useT(siteMarketplaceMessages);
  const locale = useLocale();
  const { data: me } = useMe();
  const signedIn = Boolean(me && !me.isPlaceholder);
  const mayBook = card.canBook || !signedIn;
  // A saved card stays removable from here even when the group no longer lets them save it.
  const maySave = card.canSave || card.isFavourite || !signedIn;
  const [shareLink, setShareLink] = useState<string | null>(null);
  const origin = useContext(SiteOriginContext);
  const rate = rateLabel(card, words);
  const note = originalRateNote(card, words);
  const bookPath = appPathOf(card.bookLink, origin) ?? card.bookLink;
  return (
    <div className={styles.bookBox}>
      <p className={styles.price} title={note ?? undefined}>
        {card.rate <= 0 ? (
          <strong className={styles.free}>{rate}</strong>
        ) : (
          <>
            <strong>{rate}</strong> <span>{t.t("price.per")}</span>
          </>
        )}
      </p>
      {note && <p className={styles.note}>{note}</p>}
      {card.durations.length > 0 && (
        <p className={styles.durations}>
          <Icon name="calendar" size={16} />{" "}
          {t.t("durations", {
            lengths: joinList(
              card.durations.map((minutes) => formatDuration(minutes, locale)),
              locale,
              "or",
            ),
          })}
        </p>
      )}
      {mayBook ? (
        <ButtonAnchor href={bookPath} size="large" block>
          {t.t("book")}
        </ButtonAnchor>
      ) : (
        <NotBookable card={card} />
      )}
      <div className={styles.secondaryActions}>
        {maySave && <SaveButton card={card} />}
        <ShareButton card={card} link={shareLink} onLink={setShareLink} />
      </div>
      {shareLink && (
        <div className={styles.shareBox}>
          <label htmlFor="card-short-link">{t.t("share.label")}</label>
          <input id="card-short-link" readOnly value={shareLink} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      {card.proBono && <p className={styles.proBonoNote}>{t.t("proBonoNote", { name: card.user.firstName })}</p>}
    </div>
  );
}
