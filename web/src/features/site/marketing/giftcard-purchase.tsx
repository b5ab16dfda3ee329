import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { giftCardAmountLabel } from "@kora/shared/domain/money/gift-cards.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { siteGiftcardsBuyMessages } from "@kora/shared/i18n/messages/site-giftcards-buy.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/me-query.ts";
import { Button, ButtonAnchor } from "../../../ui/button.tsx";
import { BILLING_PATH, fetchBoughtGiftCards, type GiftCardDto, giftCardKeys } from "./giftcard.client.ts";
import { GiftCardForm } from "./giftcard-form.tsx";
import { boughtText, giftCardStateText, giftCardTitle } from "./giftcard-text.ts";
import styles from "./giftcard-purchase.module.css";

/**
 * Where a visitor signs in or up, and comes back to the form. A query, not `#buy`: the app hands the path back
 * to the site with a full load, which a URL differing only by its fragment wouldn't make.
 */
const RETURN_MARK = "buy";
const BACK_HERE = encodeURIComponent(`/giftcards?${RETURN_MARK}=1`);
const LOGIN_HREF = `${LOGIN_PATH}&redirectTo=${BACK_HERE}`;
const SIGNUP_HREF = `/password-free?step=signup&redirectTo=${BACK_HERE}`;

function SignInToBuy() {
  const t = useT(siteGiftcardsBuyMessages);
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{t.t("signIn.lead")}</p>
      <p className={styles.muted}>{t.t("signIn.text")}</p>
      <div className={styles.actions}>
        <ButtonAnchor href={LOGIN_HREF} size="large">
          {t.t("signIn.logIn")}
        </ButtonAnchor>
        <ButtonAnchor href={SIGNUP_HREF} size="large" variant="outline">
          {t.t("signIn.signUp")}
        </ButtonAnchor>
      </div>
    </div>
  );
}

function Bought({ card, onAnother }: { card: GiftCardDto; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT(siteGiftcardsBuyMessages);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${styles.panel} ${styles.done}`} role="status">
      <span className={styles.doneMark} aria-hidden="true">
        ✓
      </span>
      <h3 ref={heading} tabIndex={-1}>
        {t.t("bought.title")}
      </h3>
      <p className={styles.lead}>
        {t.t("bought.lead", { amount: giftCardAmountLabel(card.amount, card.currency), name: card.recipientName, status: card.status })}{" "}
        {boughtText(card, Date.now(), t)}
      </p>
      <p className={styles.muted}>
        {t.rich("bought.receipt", {
          link: (chunks) => (
            <a key="link" href={BILLING_PATH}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <Button variant="outline" onClick={onAnother}>
        {t.t("bought.another")}
      </Button>
    </div>
  );
}

/** What the buyer bought before, with where each delivery stands; nothing until there is something. */
function BoughtList({ me }: { me: Me }) {
  const bought = useQuery({ queryKey: giftCardKeys.bought, queryFn: fetchBoughtGiftCards, retry: false });
  const t = useT(siteGiftcardsBuyMessages);
  if (!bought.data?.length) return null;
  const now = Date.now();
  return (
    <section className={styles.bought} aria-labelledby="gift-cards-bought">
      <h3 id="gift-cards-bought">{t.t("list.title")}</h3>
      <ul className="list-2">
        {bought.data.map((card) => (
          <li key={card.id}>
            <strong>{giftCardTitle(card, t)}</strong>
            <span className={styles.muted}>{giftCardStateText(card, now, me.timezone, t)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The purchase part of /giftcards, loaded on its own (it needs the session and the form's rules, which the rest
 * of the page doesn't): a visitor is asked to log in and comes back; a signed-in buyer gets the form, then
 * the confirmation, and the list of what they bought.
 */
export default function GiftCardPurchase() {
  const { data: me } = useMe();
  const t = useT(siteGiftcardsBuyMessages);
  // The form and the list read today's date: rendered in the browser only, so the server (whose clock
  // and the visitor's can differ) and the hydrating page agree on the first render.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const queryClient = useQueryClient();
  const [bought, setBought] = useState<GiftCardDto | null>(null);
  const onBought = useCallback(
    (card: GiftCardDto) => {
      setBought(card);
      void queryClient.invalidateQueries({ queryKey: giftCardKeys.bought });
    },
    [queryClient],
  );
  // Back from signing in: the form is what they came for.
  const back = useRef(false);
  useEffect(() => {
    if (back.current || !me || !new URLSearchParams(window.location.search).has(RETURN_MARK)) return;
    back.current = true;
    document.getElementById(RETURN_MARK)?.scrollIntoView();
  }, [me]);
  if (me === undefined || !mounted) return <p className={styles.muted}>{t.t("loading")}</p>;
  if (me === null || me.isPlaceholder)
    return (
      <div className={styles.layout}>
        <SignInToBuy />
      </div>
    );
  return (
    <div className={styles.layout}>
      {bought ? (
        <Bought card={bought} onAnother={() => setBought(null)} />
      ) : (
        <div className={styles.panel}>
          <GiftCardForm me={me} onBought={onBought} />
        </div>
      )}
      <BoughtList me={me} />
    </div>
  );
}
