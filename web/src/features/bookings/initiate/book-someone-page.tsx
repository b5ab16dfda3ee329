import { bookingPaths } from "../booking-paths.ts";
import { FlowCard, FlowFrame, FlowGroup } from "./flow-bits.tsx";

/** The learner's three ways to book; on this page and, for everyone, on the initiate hub. */
export function BookSomeoneGroup({ title, note }: { title: string; note?: string }) {
  return (
    <FlowGroup title={title} note={note}>
      <FlowCard to={bookingPaths.initiate("new-booking")} icon="search" title="Someone new">
        Search the marketplace by topic, skill, price or language.
      </FlowCard>
      <FlowCard to={bookingPaths.initiate("repeat-booking")} icon="calendar" title="Book again">
        Advisors you've had sessions with, most recent first.
      </FlowCard>
      <FlowCard to={bookingPaths.initiate("book-favourite")} icon="sparkle" title="A favourite">
        Advisors you saved with the heart button.
      </FlowCard>
    </FlowGroup>
  );
}

/** /my-kora/bookings/initiate/book-someone — the learner's ways to book. */
export function BookSomeonePage() {
  return (
    <FlowFrame
      back={bookingPaths.hub}
      backLabel="Initiate a booking"
      title="Book someone"
      intro="Book a session with an advisor: someone new, someone you've met, or one you saved."
    >
      <BookSomeoneGroup title="Who would you like to book?" />
    </FlowFrame>
  );
}
