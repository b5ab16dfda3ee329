import { BRAND } from "@kora/shared/brand.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { CtaBand, Hero, Quote, Section } from "./solutions-ui.tsx";
import { breadcrumbLd, webPageLd } from "./solutions-seo.ts";
import { TESTIMONIALS, testimonial, type TestimonialAudience } from "./testimonials.ts";
import styles from "./testimonials.module.css";

const PATH = "/testimonials";
const TITLE = siteTitle("Testimonials from learners, advisors and organisations");
const DESCRIPTION = `What learners, advisors and organisations say about ${BRAND.name}: booking one-to-one video advice, getting paid per half hour and running mentoring programmes.`;

/** Shown large under the hero; the groups below list everyone else. */
const FEATURED_ID = "rosa-delgado";

const GROUPS: { audience: TestimonialAudience; title: string; intro: string }[] = [
  {
    audience: "learner",
    title: "Learners",
    intro: "People who booked a session to get unstuck: a career change, a first home, a business decision.",
  },
  { audience: "advisor", title: "Advisors", intro: "People who share what they know, for a fee per half hour or for free." },
  {
    audience: "organisation",
    title: "Organisations",
    intro: "Events, schools, associations and businesses running their programmes on a group space.",
  },
];

/** /testimonials: every quote we have, grouped by who is speaking. */
export default function TestimonialsPage() {
  const abs = useAbsoluteUrl();
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        jsonLd={[
          webPageLd(abs, {
            path: PATH,
            name: TITLE,
            description: DESCRIPTION,
            extra: {
              hasPart: TESTIMONIALS.map((item) => ({
                "@type": "Quotation",
                text: item.quote,
                creator: { "@type": "Person", name: item.name, description: item.title },
              })),
            },
          }),
          breadcrumbLd(abs, [{ name: "Testimonials", path: PATH }]),
        ]}
      />
      <Hero
        eyebrow="Testimonials"
        title={
          <>
            What changes after <em>one good conversation</em>
          </>
        }
        lede={`Learners who booked a half hour, advisors who get booked and organisations that run their programmes on ${BRAND.name}, in their own words.`}
      >
        <nav aria-label="Testimonials by group" className={styles.jump}>
          {GROUPS.map((group) => (
            <a key={group.audience} href={`#${group.audience}s`}>
              {group.title}
            </a>
          ))}
        </nav>
      </Hero>

      <div className={styles.featured}>
        <Quote testimonial={testimonial(FEATURED_ID)} size="large" />
      </div>

      {GROUPS.map((group, index) => (
        <Section
          key={group.audience}
          id={`${group.audience}s`}
          tone={index % 2 === 0 ? "plain" : "alt"}
          title={group.title}
          intro={group.intro}
        >
          <ul className={styles.grid}>
            {TESTIMONIALS.filter((item) => item.audience === group.audience && item.id !== FEATURED_ID).map((item) => (
              <li key={item.id}>
                <Quote testimonial={item} />
              </li>
            ))}
          </ul>
        </Section>
      ))}

      <CtaBand
        title="Start your own story"
        text="Sign-up is free and takes under a minute: all you need is your name, an email and a mobile number or a professional social profile."
        to={SIGN_UP_PATH}
        label="Start for free!"
        secondary={{ to: "/articles/category/success-stories", label: "Read success stories" }}
      />
    </>
  );
}
