import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import type {
  DashboardAlertDto,
  DashboardDto,
  MoneyTotalDto,
  MonthMoneyDto,
  RequestNeedingAnswerDto,
  UpcomingSessionDto,
} from "@kora/shared/contracts/dashboard.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { dashboardMessages } from "@kora/shared/i18n/messages/dashboard.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { formatClock, formatDayTime } from "../../lib/slot-format.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Panel } from "../../ui/surface.tsx";
import { moneyBlocks } from "./money-blocks.ts";
import styles from "./dashboard-panels.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";

type DashboardTranslator = Translator<KeyOf<typeof dashboardMessages>>;

const ROLE_TAG = { advisor: "role.advisor", learner: "role.learner" } as const;

/** What is waiting for the user now: each alert a link with its count. Nothing due → nothing shown. */
export function Alerts({ alerts }: { alerts: DashboardAlertDto[] }) {
  const t = useT(dashboardMessages);
  if (alerts.length === 0) return null;
  return (
    <section className={styles.alerts} aria-labelledby="alerts-title">
      <h2 id="alerts-title" className={styles.srOnly}>
        {t.t("alerts.title")}
      </h2>
      <ul className="list-2">
        {alerts.map((alert) => (
          <li key={alert.kind}>
            <Link className={styles.alert} to={alert.link} data-alert={alert.kind}>
              <span className={styles.count} aria-hidden="true">
                {alert.count}
              </span>
              <span className={styles.alertText}>{alert.text}</span>
              <Icon name="arrowRight" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SessionItem({ session, timeZone, nowMs }: { session: UpcomingSessionDto; timeZone: string; nowMs: number }) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  const open = nowMs >= Date.parse(session.joinOpensAtUtc);
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>
          <Link to={session.link}>{session.otherName}</Link>
          <span className={styles.tag}>{t.t(ROLE_TAG[session.role])}</span>
        </p>
        <p className={styles.itemCard}>{session.cardTitle}</p>
        <p className={styles.itemWhen}>
          {formatDayTime(Date.parse(session.startUtc), timeZone, locale)} – {formatClock(Date.parse(session.endUtc), timeZone, locale)}
        </p>
      </div>
      {open ? (
        <ButtonLink to={session.joinLink} size="small">
          {t.t("session.join")}
        </ButtonLink>
      ) : (
        <ButtonLink to={session.link} size="small" variant="outline" aria-label={t.t("session.viewLabel", { name: session.otherName })}>
          {t.t("session.view")}
        </ButtonLink>
      )}
    </li>
  );
}

function NoSessions({ me }: { me: Me }) {
  const t = useT(dashboardMessages);
  if (me.type === "Advisor")
    return (
      <EmptyState
        actions={
          <>
            <ButtonLink to={appPath(`${BRAND.slug}-cards`)} size="small">
              {t.t("noSessions.shareCard")}
            </ButtonLink>
            <ButtonLink to={appPath("my-calendar/working-hours")} size="small" variant="outline">
              {t.t("noSessions.workingHours")}
            </ButtonLink>
          </>
        }
      >
        {t.t("noSessions.advisor")}
      </EmptyState>
    );
  return (
    <EmptyState
      actions={
        <ButtonLink to="/search" size="small">
          {t.t("findAdvisor")}
        </ButtonLink>
      }
    >
      {t.t("noSessions.learner")}
    </EmptyState>
  );
}

/** The user's next confirmed sessions, soonest first, with Join once the call opens. */
export function UpcomingPanel({ me, upcoming, nowMs }: { me: Me; upcoming: DashboardDto["upcoming"]; nowMs: number }) {
  const t = useT(dashboardMessages);
  return (
    <Panel className={styles.panel} aria-labelledby="upcoming-title">
      <div className={styles.panelHead}>
        <h2 id="upcoming-title">{t.t("upcoming.title")}</h2>
        {upcoming.total > 0 && (
          <Link to={appPath("bookings/confirmed")} className={styles.seeAll}>
            {seeAll(t, upcoming.total, upcoming.items.length)}
          </Link>
        )}
      </div>
      {upcoming.items.length === 0 ? (
        <NoSessions me={me} />
      ) : (
        <ul className={styles.list}>
          {upcoming.items.map((session) => (
            <SessionItem key={session.bookingId} session={session} timeZone={me.timezone} nowMs={nowMs} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** "See all", with the number when the panel shows fewer than there are. */
const seeAll = (t: DashboardTranslator, total: number, shown: number) => (total > shown ? t.t("seeAllCount", { total }) : t.t("seeAll"));

function proposedText(t: DashboardTranslator, times: string[], timeZone: string, locale: Locale): string {
  const [first] = times;
  if (!first) return t.t("proposed.none");
  const text = formatDayTime(Date.parse(first), timeZone, locale);
  return times.length === 1 ? text : t.t("proposed.more", { time: text, more: times.length - 1 });
}

/** "Expires in 3 hours" (core §9): minutes under 4 hours, else hours. */
function expiryText(t: DashboardTranslator, ms: number): string {
  if (ms <= 0) return t.t("expiry.now");
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return minutes < 240 ? t.t("expiry.minutes", { minutes }) : t.t("expiry.hours", { hours: Math.round(minutes / 60) });
}

function RequestItem({ request, timeZone, nowMs }: { request: RequestNeedingAnswerDto; timeZone: string; nowMs: number }) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  const left = request.expiresAtUtc ? Date.parse(request.expiresAtUtc) - nowMs : null;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>
          <Link to={request.link}>{request.otherName}</Link>
          <span className={styles.tag}>{t.t(ROLE_TAG[request.role])}</span>
        </p>
        <p className={styles.itemCard}>{request.cardTitle}</p>
        <p className={styles.itemWhen}>
          {request.statusLabel} · {proposedText(t, request.proposedTimesUtc, timeZone, locale)}
        </p>
        {left !== null && <p className={styles.expiry}>{expiryText(t, left)}</p>}
      </div>
      <ButtonLink to={request.link} size="small" aria-label={t.t("request.answerLabel", { name: request.otherName })}>
        {t.t("request.answer")}
      </ButtonLink>
    </li>
  );
}

/** Bookings waiting for the user's answer: new requests to advise, times the advisor put to a learner. */
export function RequestsPanel({ requests, timeZone, nowMs }: { requests: DashboardDto["requests"]; timeZone: string; nowMs: number }) {
  const t = useT(dashboardMessages);
  return (
    <Panel className={styles.panel} aria-labelledby="requests-title">
      <div className={styles.panelHead}>
        <h2 id="requests-title">{t.t("requests.title")}</h2>
        {requests.total > 0 && (
          <Link to={appPath("bookings/requests")} className={styles.seeAll}>
            {seeAll(t, requests.total, requests.items.length)}
          </Link>
        )}
      </div>
      {requests.items.length === 0 ? (
        <p className={styles.quiet}>{t.t("requests.none")}</p>
      ) : (
        <ul className={styles.list}>
          {requests.items.map((request) => (
            <RequestItem key={request.bookingId} request={request} timeZone={timeZone} nowMs={nowMs} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function MoneyBlock({ title, note, totals, currency }: { title: string; note: string; totals: MoneyTotalDto[]; currency: string }) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  const shown = totals.length > 0 ? totals : [{ currency, amount: 0, sessions: 0 }];
  return (
    <div className={styles.money}>
      <h3>{title}</h3>
      {shown.map((total) => (
        <p key={total.currency} className={styles.amount}>
          <strong>{formatMoney(total.amount, total.currency, locale)}</strong>
          <span>{t.t("money.sessions", { count: total.sessions })}</span>
        </p>
      ))}
      <p className={styles.moneyNote}>{note}</p>
    </div>
  );
}

/** This month's money in the user's time zone: earnings for advisors, spending for learners, both for those who did both. */
export function MoneyPanel({ me, money }: { me: Me; money: MonthMoneyDto }) {
  const t = useT(dashboardMessages);
  const blocks = moneyBlocks(me.type, money);
  return (
    <Panel className={`${styles.panel} ${styles.moneyPanel}`} aria-labelledby="money-title">
      <div className={styles.panelHead}>
        <h2 id="money-title">{t.t("money.title")}</h2>
        <span className={styles.month}>{money.label}</span>
      </div>
      <div className={styles.moneyGrid}>
        {blocks.earnings && (
          <MoneyBlock title={t.t("money.earnings")} note={t.t("money.earnings.note")} totals={money.earnings} currency={me.currency} />
        )}
        {blocks.spending && (
          <MoneyBlock title={t.t("money.spending")} note={t.t("money.spending.note")} totals={money.spending} currency={me.currency} />
        )}
      </div>
    </Panel>
  );
}
