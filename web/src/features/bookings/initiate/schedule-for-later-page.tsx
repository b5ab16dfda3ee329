import { bookingPaths } from "../booking-paths.ts";
import { FlowCard, FlowFrame, FlowGroup } from "./flow-bits.tsx";

/** /my-kora/bookings/initiate/schedule-for-later — three ways to book someone you know. */
export function ScheduleForLaterPage() {
  return (
    <FlowFrame
      back={bookingPaths.hub}
      backLabel="Initiate a booking"
      title="Schedule for later"
      intro="Book a session on one of your cards with someone you've had a booking with."
    >
      <FlowGroup title="How would you like to do it?">
        <FlowCard to={bookingPaths.initiate("you-suggest-time")} icon="calendar" title="You suggest times">
          Offer up to three times. Your contact confirms one or suggests others.
        </FlowCard>
        <FlowCard to={bookingPaths.initiate("your-contact-suggests")} icon="mail" title="Your contact suggests">
          Email them your booking link so they pick a time that suits them.
        </FlowCard>
        <FlowCard to={bookingPaths.initiate("already-agreed")} icon="check" title="Already agreed a time">
          Enter the time you agreed. Your contact only has to confirm it.
        </FlowCard>
      </FlowGroup>
    </FlowFrame>
  );
}
