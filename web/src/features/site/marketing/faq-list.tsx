import { Link } from "react-router-dom";
import { Icon } from "../../../ui/icon.tsx";
import styles from "./faq-list.module.css";

export interface FaqItem {
  q: string;
  /** Plain text, so the same words can go into FAQPage structured data. */
  a: string;
  more?: { label: string; to: string };
}

/** Questions as disclosures (`<details>` opens without JavaScript). */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.q} className={styles.question}>
          <summary>
            <span>{item.q}</span>
            <Icon name="chevronDown" size={20} />
          </summary>
          <div className={styles.answer}>
            <p>{item.a}</p>
            {item.more && (
              <p>
                <Link to={item.more.to}>{item.more.label}</Link>
              </p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}

/** FAQPage structured data for the same items. */
export const faqJsonLd = (items: FaqItem[]) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: items.map((item) => ({ "@type": "Question", name: item.q, acceptedAnswer: { "@type": "Answer", text: item.a } })),
});
