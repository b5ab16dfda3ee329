import type { Services } from "../../services.ts";
import { MeetingService } from "./meetings.service.ts";

/**
 * The live rooms behind `services.meetings`. Services types them by the port the rest of the API uses
 * (ports/meetings.ts); this feature's own code reads more of them (a room's members, controls over
 * HTTP, chat, the SFU move), and createApp always puts a MeetingService there.
 */
export function liveRooms(services: Pick<Services, "meetings">): MeetingService {
  if (services.meetings instanceof MeetingService) return services.meetings;
  throw new Error("services.meetings is not a MeetingService: build the services with createApp");
}
