import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { siteGiftcardsMessages } from "@kora/shared/i18n/messages/site-giftcards.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonAnchor } from "../../../ui/button.tsx";
import { FAQ_LINKS } from "./faq-links.ts";
import { FaqList, type FaqItem } from "./faq-list.tsx";
import purchaseStyles from "./giftcard-purchase.module.css";
import styles from "./giftcards-page.module.css";
import { em } from "./rich-tags.tsx";
import { CtaBand, PageHero, Section } from "./site-sections.tsx";

// The purchase needs the session and the form's rules: loaded on its own, so the page itself stays light.
const GiftCardPurchase = lazy(() => import("./giftcard-purchase.tsx"));

const ASK_PATH = "/get-in-touch?topic=gift-cards";
const CREDITS_PATH = appPath("more/credits");
const BUY_ID = "buy";

/** The spec's three amounts (public-site §1, §9); each one's words are `amount.{amount}` in site-giftcards. */
const AMOUNTS = [25, 50, 100] as const;

/** The questions, plain text (as FaqList wants), in the page's language. */
const faq = (t: Translator<KeyOf<typeof siteGiftcardsMessages>>): FaqItem[] =>
  (["who", "what", "less", "when", "unconfirmed"] as const).map((id) => ({ q: t.t(`faq.${id}.q`), a: t.t(`faq.${id}.a`) }));

/**
 * /giftcards: what a gift card is, the three amounts, buying one (paid with the buyer's saved card, emailed to
 * the recipient on the chosen day), how giving and redeeming work.
 */
export default function GiftCardsPage() {
  const t = useT(siteGiftcardsMessages);
  return (
    <>
      <PageMeta title={siteTitle(t.t("meta.title"))} description={t.t("meta.description")} path="/giftcards" />
      <PageHero
        eyebrow={t.t("eyebrow")}
        title={t.rich("title", { em })}
        lede={<p>{t.t("lede")}</p>}
        art={<img src="/img/marketing/gift-card.svg" width={420} height={300} alt="" decoding="async" />}
      >
        <ButtonAnchor href={`#${BUY_ID}`} size="large">
          {t.t("buy")}
        </ButtonAnchor>
      </PageHero>

      <Section title={t.t("amounts.title")} intro={<p>{t.t("amounts.intro")}</p>}>
        <ul className={styles.amounts}>
          {AMOUNTS.map((amount) => (
            <li key={amount} className={styles.amount}>
              <div className={styles.card} aria-hidden="true">
                <span className={styles.cardBrand}>{BRAND.name}</span>
                <span className={styles.cardValue}>${amount}</span>
              </div>
              <h3>{t.t("amount.name", { amount: `$${amount}` })}</h3>
              <p>{t.t(`amount.${amount}`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={BUY_ID} tone="sunken" title={t.t("buy")} intro={<p>{t.t("buy.intro")}</p>}>
        <Suspense fallback={<div className={`${purchaseStyles.panel} ${purchaseStyles.placeholder}`} aria-busy="true" />}>
          <GiftCardPurchase />
        </Suspense>
      </Section>

      <Section tone="sunken" title={t.t("how.title")}>
        <div className={styles.how}>
          <div>
            <h3>{t.t("giving.title")}</h3>
            <ol className={styles.steps}>
              <li>{t.t("giving.choose")}</li>
              <li>{t.t("giving.email")}</li>
              <li>{t.t("giving.receipt")}</li>
            </ol>
          </div>
          <div>
            <h3>{t.t("redeeming.title")}</h3>
            <ol className={styles.steps}>
              <li>
                {t.rich("redeeming.signUp", {
                  link: (chunks) => (
                    <Link key="link" to="/search">
                      {chunks}
                    </Link>
                  ),
                })}
              </li>
              <li>{t.t("redeeming.request")}</li>
              <li>
                {t.rich("redeeming.credit", {
                  link: (chunks) => (
                    <Link key="link" to={CREDITS_PATH}>
                      {chunks}
                    </Link>
                  ),
                })}
              </li>
            </ol>
          </div>
        </div>
      </Section>

      <Section title={t.t("questions.title")}>
        <FaqList items={faq(t)} />
        <p className={styles.more}>
          <Link to={FAQ_LINKS.giftCards}>{t.t("questions.more")}</Link>
        </p>
      </Section>

      <CtaBand
        title={t.t("cta.title")}
        primary={{ label: t.t("cta.ask"), to: ASK_PATH }}
        secondary={{ label: t.t("cta.browse"), to: "/search" }}
      >
        <p>{t.t("cta.text")}</p>
      </CtaBand>
    </>
  );
}
