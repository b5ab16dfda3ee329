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
import { formatTimeLeft } from "@kora/shared/domain/bookings/expiry.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { formatClock, formatDayTime } from "../../lib/slot-format.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Panel } from "../../ui/surface.tsx";
import { moneyBlocks } from "./money-blocks.ts";
import styles from "./dashboard-panels.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";

const ROLE_TAG = { advisor: "You advise", learner: "You learn" } as const;

/** What is waiting for the user now: each alert a link with its count. Nothing due → nothing shown. */
export function Alerts({ alerts }: { alerts: DashboardAlertDto[] }) {
  if (alerts.length === 0) return null;
  return (
    <section className={styles.alerts} aria-labelledby="alerts-title">
      <h2 id="alerts-title" className={styles.srOnly}>
        Needs your attention
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
  const open = nowMs >= Date.parse(session.joinOpensAtUtc);
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>
          <Link to={session.link}>{session.otherName}</Link>
          <span className={styles.tag}>{ROLE_TAG[session.role]}</span>
        </p>
        <p className={styles.itemCard}>{session.cardTitle}</p>
        <p className={styles.itemWhen}>
          {formatDayTime(Date.parse(session.startUtc), timeZone)} – {formatClock(Date.parse(session.endUtc), timeZone)}
        </p>
      </div>
      {open ? (
        <ButtonLink to={session.joinLink} size="small">
          Join
        </ButtonLink>
      ) : (
        <ButtonLink to={session.link} size="small" variant="outline" aria-label={`View the session with ${session.otherName}`}>
          View
        </ButtonLink>
      )}
    </li>
  );
}

function NoSessions({ me }: { me: Me }) {
  if (me.type === "Advisor")
    return (
      <EmptyState
        actions={
          <>
            <ButtonLink to={appPath(`${BRAND.slug}-cards`)} size="small">
              Share your card
            </ButtonLink>
            <ButtonLink to={appPath("my-calendar/working-hours")} size="small" variant="outline">
              Set your working hours
            </ButtonLink>
          </>
        }
      >
        No sessions booked yet. Share your card and open your calendar so people can book you.
      </EmptyState>
    );
  return (
    <EmptyState
      actions={
        <ButtonLink to="/search" size="small">
          Find an advisor
        </ButtonLink>
      }
    >
      No sessions booked yet. Find an advisor and book a time that suits you.
    </EmptyState>
  );
}

/** The user's next confirmed sessions, soonest first, with Join once the call opens. */
export function UpcomingPanel({ me, upcoming, nowMs }: { me: Me; upcoming: DashboardDto["upcoming"]; nowMs: number }) {
  return (
    <Panel className={styles.panel} aria-labelledby="upcoming-title">
      <div className={styles.panelHead}>
        <h2 id="upcoming-title">Upcoming sessions</h2>
        {upcoming.total > 0 && (
          <Link to={appPath("bookings/confirmed")} className={styles.seeAll}>
            See all{upcoming.total > upcoming.items.length ? ` ${upcoming.total}` : ""}
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

function proposedText(times: string[], timeZone: string): string {
  const [first] = times;
  if (!first) return "No time proposed";
  const text = formatDayTime(Date.parse(first), timeZone);
  return times.length === 1 ? text : `${text} (+${times.length - 1} more)`;
}

function RequestItem({ request, timeZone, nowMs }: { request: RequestNeedingAnswerDto; timeZone: string; nowMs: number }) {
  const left = request.expiresAtUtc ? Date.parse(request.expiresAtUtc) - nowMs : null;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>
          <Link to={request.link}>{request.otherName}</Link>
          <span className={styles.tag}>{ROLE_TAG[request.role]}</span>
        </p>
        <p className={styles.itemCard}>{request.cardTitle}</p>
        <p className={styles.itemWhen}>
          {request.statusLabel} · {proposedText(request.proposedTimesUtc, timeZone)}
        </p>
        {left !== null && <p className={styles.expiry}>{left > 0 ? `Expires in ${formatTimeLeft(left)}` : "Expiring now"}</p>}
      </div>
      <ButtonLink to={request.link} size="small" aria-label={`Answer ${request.otherName}`}>
        Answer
      </ButtonLink>
    </li>
  );
}

/** Bookings waiting for the user's answer: new requests to advise, times the advisor put to a learner. */
export function RequestsPanel({ requests, timeZone, nowMs }: { requests: DashboardDto["requests"]; timeZone: string; nowMs: number }) {
  return (
    <Panel className={styles.panel} aria-labelledby="requests-title">
      <div className={styles.panelHead}>
        <h2 id="requests-title">Requests needing your answer</h2>
        {requests.total > 0 && (
          <Link to={appPath("bookings/requests")} className={styles.seeAll}>
            See all{requests.total > requests.items.length ? ` ${requests.total}` : ""}
          </Link>
        )}
      </div>
      {requests.items.length === 0 ? (
        <p className={styles.quiet}>Nothing is waiting for your answer.</p>
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

const sessionsText = (n: number) => `from ${n} ${n === 1 ? "session" : "sessions"}`;

function MoneyBlock({ title, note, totals, currency }: { title: string; note: string; totals: MoneyTotalDto[]; currency: string }) {
  const shown = totals.length > 0 ? totals : [{ currency, amount: 0, sessions: 0 }];
  return (
    <div className={styles.money}>
      <h3>{title}</h3>
      {shown.map((total) => (
        <p key={total.currency} className={styles.amount}>
          <strong>{formatMoney(total.amount, total.currency)}</strong>
          <span>{sessionsText(total.sessions)}</span>
        </p>
      ))}
      <p className={styles.moneyNote}>{note}</p>
    </div>
  );
}

/** This month's money in the user's time zone: earnings for advisors, spending for learners, both for those who did both. */
export function MoneyPanel({ me, money }: { me: Me; money: MonthMoneyDto }) {
  const blocks = moneyBlocks(me.type, money);
  return (
    <Panel className={`${styles.panel} ${styles.moneyPanel}`} aria-labelledby="money-title">
      <div className={styles.panelHead}>
        <h2 id="money-title">This month</h2>
        <span className={styles.month}>{money.label}</span>
      </div>
      <div className={styles.moneyGrid}>
        {blocks.earnings && (
          <MoneyBlock
            title="Earnings"
            note="Your share of sessions that ended this month, paid out or on its way."
            totals={money.earnings}
            currency={me.currency}
          />
        )}
        {blocks.spending && (
          <MoneyBlock
            title="Spending"
            note="Paid by card for sessions this month, less refunds. Credit you used isn't counted."
            totals={money.spending}
            currency={me.currency}
          />
        )}
      </div>
    </Panel>
  );
}
