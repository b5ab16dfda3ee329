import { Link, useLocation } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { DEMO_TOPIC } from "@kora/shared/domain/contact/contact-form.ts";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { siteContactDemoMessages } from "@kora/shared/i18n/messages/site-contact-demo.ts";
import { itemDescription, navText } from "../../../app/nav/nav-text.ts";
import { USE_CASE_LINKS } from "../../../app/nav/site-links.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { ContactFormCard } from "./contact-form-card.tsx";
import styles from "./contact-pages.module.css";

/** What the demo shows; each one's words are `{id}.title` and `{id}.text` in site-contact-demo. */
const SHOWN = [{ id: "group" }, { id: "experts" }, { id: "meetings" }, { id: "videos", link: { to: "/video-production" } }] as const;

/** `/book-a-demo`: organisations ask for a walkthrough (the header's call to action on use-case pages). */
export default function BookADemoPage() {
  const { search } = useLocation();
  return <BookADemo key={search} />;
}

function BookADemo() {
  const absolute = useAbsoluteUrl();
  const t = useT(siteContactDemoMessages);
  const shell = useT(shellMessages);
  const locale = useLocale();
  const title = siteTitle(t.t("meta.title"));
  const description = t.t("meta.description");
  // Inside a sentence the use case's name is lower case, except in German, whose nouns keep their capital.
  const inSentence = (name: string) => (locale === "de" ? name : name.toLocaleLowerCase(locale));

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    description,
    url: absolute("/book-a-demo"),
    potentialAction: { "@type": "CommunicateAction", name: t.t("ld.action"), target: absolute("/book-a-demo") },
    publisher: { "@type": "Organization", name: BRAND.name, url: absolute("/") },
  };

  return (
    <>
      <PageMeta title={title} description={description} path="/book-a-demo" jsonLd={jsonLd} />
      <section className={styles.hero} aria-labelledby="book-a-demo-title">
        <Container>
          <p className={styles.eyebrow}>{t.t("eyebrow")}</p>
          <h1 id="book-a-demo-title">{t.t("title")}</h1>
          <p className={styles.lede}>{t.t("lede")}</p>
        </Container>
      </section>

      <div className={styles.body}>
        <Container>
          <div className={styles.columns}>
            <ContactFormCard kind="demo" path="/book-a-demo" topic={DEMO_TOPIC} title={t.t("form.title")} intro={t.t("form.intro")} />

            <aside className={styles.aside} aria-labelledby="demo-who-title">
              <h2 id="demo-who-title">{t.t("who.title")}</h2>
              {USE_CASE_LINKS.map((useCase) => {
                const name = navText(shell, "item", useCase);
                const about = itemDescription(shell, useCase);
                return (
                  <div key={useCase.id} className={styles.channel}>
                    <span className={styles.channelIcon} aria-hidden="true">
                      <Icon name="check" size={20} />
                    </span>
                    <div>
                      <h3>{name}</h3>
                      {about && <p>{about}</p>}
                      <Link className={styles.channelLink} to={useCase.path}>
                        {t.rich("who.link", {
                          useCase: inSentence(name),
                          hidden: (chunks) => (
                            <span key="hidden" className="visually-hidden">
                              {chunks}
                            </span>
                          ),
                        })}{" "}
                        <Icon name="arrowRight" size={18} />
                      </Link>
                    </div>
                  </div>
                );
              })}
              <p>
                {t.rich("notOrg", {
                  contact: (chunks) => (
                    <Link key="contact" to="/get-in-touch">
                      {chunks}
                    </Link>
                  ),
                  pricing: (chunks) => (
                    <Link key="pricing" to="/pricing">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </aside>
          </div>
        </Container>
      </div>

      <section className={styles.section} aria-labelledby="demo-shown-title">
        <Container>
          <div className={styles.sectionHead}>
            <h2 id="demo-shown-title">{t.t("shown.title")}</h2>
            <p>{t.t("shown.intro")}</p>
          </div>
          <ul className={`${styles.grid} ${styles.grid4}`}>
            {SHOWN.map((item) => (
              <li key={item.id} className={styles.tile}>
                <h3>{t.t(`${item.id}.title`)}</h3>
                <p>{t.t(`${item.id}.text`)}</p>
                {"link" in item && (
                  <Link className={styles.tileLink} to={item.link.to}>
                    {t.t("videos.link")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
