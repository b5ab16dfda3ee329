import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { isApiError } from "../../lib/api-client.ts";
import { clearLocalSession, useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { formatDuration } from "./card-format.ts";
import { absoluteUrl, appPathOf, loginRedirect } from "./links.ts";
import { fetchShortLink, setFavourite } from "./marketplace.api.ts";
import { HeartIcon } from "./marketplace-icons.tsx";
import { originalRateNote, rateLabel } from "./rates.ts";
import { failureMessage } from "./states.tsx";
import styles from "./card-page.module.css";

/** Save (favourite) toggle. Guests, and anyone whose session ended, log in and come back here. */
function SaveButton({ card }: { card: CardDetail }) {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const toLogin = () => navigate(loginRedirect(pathname + search));

  const onClick = async () => {
    if (!me || me.isPlaceholder) return toLogin();
    setBusy(true);
    try {
      await setFavourite(card.id, !card.isFavourite);
      toast.success(card.isFavourite ? "Removed from your favourites." : "Saved to your favourites.");
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        clearLocalSession();
        toLogin();
      } else toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void onClick()} busy={busy} aria-pressed={card.isFavourite} className={card.isFavourite ? styles.saved : undefined}>
      {!busy && <HeartIcon filled={card.isFavourite} size={18} />}
      {card.isFavourite ? "Saved" : "Save"}
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
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const url = absoluteUrl(link ?? card.shortLink ?? (await fetchShortLink(card.id)), window.location.origin);
      onLink(url);
      if (await copy(url)) toast.success("Link copied to your clipboard.");
      else toast.info("Copy the link below to share this card.");
    } catch (error) {
      if (!(isApiError(error) && error.toasted)) toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()} busy={busy}>
      {!busy && <Icon name="share" size={18} />}
      Share
    </Button>
  );
}

/** The booking box: rate, session lengths, Book (→ bookLink), Save and Share. */
export function BookBox({ card }: { card: CardDetail }) {
  const [shareLink, setShareLink] = useState<string | null>(null);
  const rate = rateLabel(card);
  const bookPath = appPathOf(card.bookLink, window.location.origin) ?? card.bookLink;
  return (
    <div className={styles.bookBox}>
      <p className={styles.price} title={originalRateNote(card) ?? undefined}>
        {rate === "Free" ? (
          <strong className={styles.free}>Free</strong>
        ) : (
          <>
            <strong>{rate}</strong> <span>per 30 minutes</span>
          </>
        )}
      </p>
      {originalRateNote(card) && <p className={styles.note}>{originalRateNote(card)}</p>}
      {card.durations.length > 0 && (
        <p className={styles.durations}>
          <Icon name="calendar" size={16} /> Sessions of {card.durations.map(formatDuration).join(", ")}
        </p>
      )}
      <ButtonLink to={bookPath} size="large" block>
        Book a session
      </ButtonLink>
      <div className={styles.secondaryActions}>
        <SaveButton card={card} />
        <ShareButton card={card} link={shareLink} onLink={setShareLink} />
      </div>
      {shareLink && (
        <div className={styles.shareBox}>
          <label htmlFor="card-short-link">Short link to this card</label>
          <input id="card-short-link" readOnly value={shareLink} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      {card.proBono && <p className={styles.proBonoNote}>{card.user.firstName} also offers pro bono sessions.</p>}
    </div>
  );
}
