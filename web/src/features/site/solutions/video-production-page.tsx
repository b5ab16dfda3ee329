import { BRAND } from "@kora/shared/brand.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink, buttonClass } from "../../../ui/button.tsx";
import { CheckList, CtaBand, Faq, FeatureGrid, Hero, Quote, Section, Steps, type Feature } from "./solutions-ui.tsx";
import { breadcrumbLd, faqPageLd, organizationLd, webPageLd } from "./solutions-seo.ts";
import { NADIA_HADDAD } from "./quotes/nadia-haddad.ts";
import styles from "./video-production.module.css";

const PATH = "/video-production";
const TITLE = siteTitle("Remote video production: 60 to 90 second expert videos");
const DESCRIPTION = `Short interview-based videos without a studio: a 20 to 30 minute interview on a ${BRAND.name} call becomes a 60 to 90 second video within five working days.`;

const FACTS = [
  { value: "20–30 min", label: `interview on a ${BRAND.name} call` },
  { value: "60–90 s", label: "finished video" },
  { value: "Within 5", label: "working days to delivery" },
  { value: "5–15", label: "videos per package, over 12 months" },
];

const STEPS = [
  {
    title: "Get in touch",
    text: "Tell us who you are and who the videos are for. We check the fit and you hear back from us within a few hours.",
  },
  {
    title: "Plan the questions",
    text: "We agree a topic and questions for each video together, so you know what's coming and nobody needs a script.",
  },
  {
    title: "Talk for 20 to 30 minutes",
    text: `Our interviewer meets you on a ${BRAND.name} call, wherever you are. No studio, no crew, no travel.`,
  },
  {
    title: "We edit",
    text: "Our editors cut the conversation down to the best 60 to 90 seconds: a finished video that sounds like you on a good day.",
  },
  {
    title: "Delivered in five working days",
    text: "Your finished video arrives within five working days of the interview, ready to publish.",
  },
];

const INCLUDED = [
  "A finished video of 60 to 90 seconds from every interview",
  "An interviewer who draws the stories out of you, so there's nothing to memorise",
  `An interview of 20 to 30 minutes on a ${BRAND.name} call, from your own desk`,
  "Delivery within five working days of each interview",
  "A package of 5 to 15 videos spread over 12 months, so new videos keep coming",
  "Videos made for your website, newsletters and social channels, and for your Cards on Pro",
];

const AUDIENCES: Feature[] = [
  {
    icon: "user",
    title: "Advisors",
    text: "A short video that introduces you, your experience and the questions you help with, so people book knowing who they'll meet.",
  },
  {
    icon: "calendar",
    title: "Event marketers",
    text: "Speaker previews before the event and highlights after it, recorded without flying anyone in.",
  },
  {
    icon: "globe",
    title: "Educational and membership organisations",
    text: "Alumni, mentor and member stories that show your programme through the people in it.",
  },
  {
    icon: "share",
    title: "Businesses",
    text: "Your experts explaining what they do in their own words, for your site, your Cards and your sales team.",
  },
];

const FAQ = [
  {
    q: "How long is the interview?",
    a: `Between 20 and 30 minutes, on a ${BRAND.name} call. That's long enough for a relaxed conversation and gives our editors plenty to work with for a 60 to 90 second video.`,
  },
  {
    q: "What do I need for the interview?",
    a: `A computer with a webcam and microphone, a steady internet connection and a quiet room with the light in front of you. You join the ${BRAND.name} call from your browser.`,
  },
  {
    q: "How quickly will I get my video?",
    a: "Within five working days of your interview. With a package, every video follows the same timeline.",
  },
  {
    q: "How many videos can I order?",
    a: "Packages run from 5 to 15 videos over 12 months, so you can space interviews out around launches, events or intakes.",
  },
  {
    q: "What does vetting involve?",
    a: "Before we schedule anything, we check that the service suits you and your audience. You hear back from us within a few hours of getting in touch.",
  },
  {
    q: `Can the video go on my ${BRAND.name} Card?`,
    a: "Yes, with Pro: video messages on Cards are one of its features, and Pro is in beta and available on request. You can also use your videos on your website, in newsletters and on social channels.",
  },
];

/** /video-production: the remote video production service. */
export default function VideoProductionPage() {
  const abs = useAbsoluteUrl();
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path={PATH}
        jsonLd={[
          webPageLd(abs, { path: PATH, name: TITLE, description: DESCRIPTION }),
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: "Remote video production",
            serviceType: "Interview-based video production",
            description:
              "A 20 to 30 minute interview over a video call, edited into a finished 60 to 90 second video and delivered within five working days. Packages of 5 to 15 videos over 12 months.",
            provider: organizationLd(abs),
            url: abs(PATH),
          },
          faqPageLd(FAQ),
          breadcrumbLd(abs, [{ name: "Video production", path: PATH }]),
        ]}
      />
      <Hero
        eyebrow="Video production"
        title={
          <>
            Short expert videos, <em>without a studio</em>
          </>
        }
        lede={`Our remote video production service turns a 20 to 30 minute interview on a ${BRAND.name} call into a finished 60 to 90 second video, delivered within five working days.`}
        actions={
          <>
            <ButtonLink to="/book-a-demo" size="large">
              Book a demo
            </ButtonLink>
            <a href="#process" className={buttonClass({ variant: "outline", size: "large" })}>
              How it works
            </a>
          </>
        }
      >
        <dl className={styles.facts}>
          {FACTS.map((fact) => (
            <div key={fact.value}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Hero>

      <Section
        id="process"
        tone="alt"
        title="How it works"
        intro="Five steps from first message to finished video. The only part that needs your time is a 20 to 30 minute conversation."
      >
        <Steps items={STEPS} />
      </Section>

      <Section id="included" title="What you get">
        <div className={styles.included}>
          <CheckList items={INCLUDED} />
          <div className={styles.frame} aria-hidden="true">
            <div className={styles.screen}>
              <span className={styles.face}>JM</span>
              <span className={styles.caption}>“Start with the question you get asked most.”</span>
            </div>
            <div className={styles.timeline}>
              <span className={styles.clip} />
              <span className={`${styles.clip} ${styles.clipKeep}`} />
              <span className={styles.clip} />
              <span className={`${styles.clip} ${styles.clipKeep}`} />
              <span className={styles.clip} />
            </div>
            <p className={styles.frameLabel}>25 minutes of conversation → 75 seconds of video</p>
          </div>
        </div>
      </Section>

      <Section id="for-whom" tone="alt" title="Who it's for">
        <FeatureGrid items={AUDIENCES} columns={4} />
      </Section>

      <Section id="faq" title="Video production questions">
        <Faq items={FAQ} />
      </Section>

      <div className={styles.quote}>
        <Quote testimonial={NADIA_HADDAD} size="large" />
      </div>

      <CtaBand
        title="Plan your first videos"
        text="Book a demo: we'll talk through your audience, the topics worth filming and a package of 5 to 15 videos that fits your year, with a price for it."
        to="/book-a-demo"
        label="Book a demo"
        secondary={{ to: "/use-cases", label: "See use cases" }}
      />
    </>
  );
}
