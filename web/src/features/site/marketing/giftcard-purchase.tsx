import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { giftCardAmountLabel } from "@kora/shared/domain/money/gift-cards.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { BRAND } from "@kora/shared/brand.ts";
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
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>Gift cards are paid with a card saved on your {BRAND.name} account.</p>
      <p className={styles.muted}>
        Log in, or sign up for free in under a minute, and you'll come straight back here to choose the amount and who it's for.
      </p>
      <div className={styles.actions}>
        <ButtonAnchor href={LOGIN_HREF} size="large">
          Log in to buy a gift card
        </ButtonAnchor>
        <ButtonAnchor href={SIGNUP_HREF} size="large" variant="outline">
          Sign up free
        </ButtonAnchor>
      </div>
    </div>
  );
}

function Bought({ card, onAnother }: { card: GiftCardDto; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${styles.panel} ${styles.done}`} role="status">
      <span className={styles.doneMark} aria-hidden="true">
        ✓
      </span>
      <h3 ref={heading} tabIndex={-1}>
        Gift card bought
      </h3>
      <p className={styles.lead}>
        Your {giftCardAmountLabel(card.amount, card.currency)} gift card for {card.recipientName} is{" "}
        {card.status === "paid" ? "paid" : "on its way"}. {boughtText(card, Date.now())}
      </p>
      <p className={styles.muted}>
        We've emailed you a confirmation, and the receipt is in <a href={BILLING_PATH}>Billing</a>.
      </p>
      <Button variant="outline" onClick={onAnother}>
        Buy another gift card
      </Button>
    </div>
  );
}

/** What the buyer bought before, with where each delivery stands; nothing until there is something. */
function BoughtList({ me }: { me: Me }) {
  const bought = useQuery({ queryKey: giftCardKeys.bought, queryFn: fetchBoughtGiftCards, retry: false });
  if (!bought.data?.length) return null;
  const now = Date.now();
  return (
    <section className={styles.bought} aria-labelledby="gift-cards-bought">
      <h3 id="gift-cards-bought">Gift cards you've bought</h3>
      <ul className="list-2">
        {bought.data.map((card) => (
          <li key={card.id}>
            <strong>{giftCardTitle(card)}</strong>
            <span className={styles.muted}>{giftCardStateText(card, now, me.timezone)}</span>
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
  if (me === undefined || !mounted) return <p className={styles.muted}>Loading…</p>;
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
