import type { ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import type { ContactChannels } from "@kora/shared/contracts/contact.ts";
import { topicFromQuery } from "@kora/shared/domain/contact/contact-form.ts";
import { siteContactMessages } from "@kora/shared/i18n/messages/site-contact.ts";
import { siteContactFormMessages } from "@kora/shared/i18n/messages/site-contact-form.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ContactFormCard } from "./contact-form-card.tsx";
import styles from "./contact-pages.module.css";

/** The questions people most often write in for; each one's words are `quick.{id}.q`, `.a` and `.link` in site-contact. */
const QUICK_ANSWERS = [
  { id: "charged", to: "/cancellation-policy" },
  { id: "paid", to: "/faq" },
  { id: "noShow", to: "/faq" },
  { id: "mobile", to: "/privacy" },
] as const;

function Channel({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.channel}>
      <span className={styles.channelIcon} aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** `/get-in-touch`: the contact form, other ways to reach us, and the answers people most often write in for. */
export default function GetInTouchPage() {
  const { search } = useLocation();
  // Keyed by the query, so following a link to this page with another ?topic= (or none) starts afresh.
  return <GetInTouch key={search} />;
}

function GetInTouch() {
  const [params] = useSearchParams();
  const email = useSiteQuery<ContactChannels>(["contact-channels"], "/api/contact-channels", { staleTime: Infinity }).data?.email ?? null;
  const absolute = useAbsoluteUrl();
  const t = useT(siteContactMessages);
  const form = useT(siteContactFormMessages);
  const title = siteTitle(t.t("meta.title"));
  const description = t.t("meta.description");

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: title,
    description,
    url: absolute("/get-in-touch"),
    mainEntity: {
      "@type": "Organization",
      name: BRAND.name,
      url: absolute("/"),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        ...(email && { email }),
        url: absolute("/get-in-touch"),
        availableLanguage: "English",
      },
    },
  };

  return (
    <>
      <PageMeta title={title} description={description} path="/get-in-touch" jsonLd={jsonLd} />
      <section className={styles.hero} aria-labelledby="get-in-touch-title">
        <Container>
          <p className={styles.eyebrow}>{t.t("eyebrow")}</p>
          <h1 id="get-in-touch-title">{t.t("title")}</h1>
          <p className={styles.lede}>{t.t("lede")}</p>
        </Container>
      </section>

      <div className={styles.body}>
        <Container>
          <div className={styles.columns}>
            <ContactFormCard
              kind="contact"
              path="/get-in-touch"
              topic={topicFromQuery(params.get("topic"))}
              title={t.t("form.title")}
              intro={t.t("form.intro")}
            />

            <aside className={styles.aside} aria-labelledby="other-ways-title">
              <h2 id="other-ways-title">{t.t("other.title")}</h2>
              <Channel icon="search" title={t.t("help.title")}>
                <p>{t.t("help.text")}</p>
                <Link className={styles.channelLink} to="/faq">
                  {t.t("help.link")} <Icon name="arrowRight" size={18} />
                </Link>
              </Channel>
              {email && (
                <Channel icon="mail" title={t.t("email.title")}>
                  <p>{t.t("email.text")}</p>
                  <a className={styles.channelLink} href={`mailto:${email}`}>
                    {email}
                  </a>
                </Channel>
              )}
              <Channel icon="sparkle" title={t.t("pro.title")}>
                <p>{t.t("pro.text", { topic: form.t("topic.pro") })}</p>
                <Link className={styles.channelLink} to="/pricing">
                  {t.t("pro.link")} <Icon name="arrowRight" size={18} />
                </Link>
              </Channel>
              <Channel icon="dashboard" title={t.t("orgs.title")}>
                <p>{t.t("orgs.text")}</p>
                <Link className={styles.channelLink} to="/book-a-demo">
                  {t.t("orgs.link")} <Icon name="arrowRight" size={18} />
                </Link>
              </Channel>
            </aside>
          </div>
        </Container>
      </div>

      <section className={styles.section} aria-labelledby="quick-answers-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="quick-answers-title">{t.t("quick.title")}</h2>
            <p>{t.t("quick.intro")}</p>
          </div>
          <ul className={`${styles.grid} ${styles.grid4}`}>
            {QUICK_ANSWERS.map((item) => (
              <li key={item.id} className={styles.tile}>
                <h3>{t.t(`quick.${item.id}.q`)}</h3>
                <p>{t.t(`quick.${item.id}.a`)}</p>
                <Link className={styles.tileLink} to={item.to}>
                  {t.t(`quick.${item.id}.link`)}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
