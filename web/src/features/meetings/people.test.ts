import { describe, expect, it } from "vitest";
import type { Participant } from "@kora/shared/contracts/meetings.ts";
import { isModerator, personActions, sortPeople } from "./people.ts";

const person = (id: string, role: Participant["role"], over: Partial<Participant> = {}): Participant => ({
  id,
  name: id,
  role,
  audio: true,
  video: true,
  isScreenSharing: false,
  screenStreamId: null,
  cameraDisabled: false,
  permissions: { canChat: true, canRecord: role === "host" },
  joinedAt: "2026-11-21T10:00:00.000Z",
  ...over,
});

describe("sortPeople", () => {
  it("lists hosts, co-hosts, then everyone else, me first in my rank, then by name", () => {
    const people = [
      person("Zed", "guest"),
      person("Bea", "participant"),
      person("Cal", "cohost"),
      person("Ann", "participant"),
      person("Max", "host"),
      person("Me", "participant"),
    ];
    expect(sortPeople(people, "Me").map((p) => p.id)).toEqual(["Max", "Cal", "Me", "Ann", "Bea", "Zed"]);
  });
});

describe("personActions", () => {
  const labels = (viewer: Participant, target: Participant) => personActions(viewer, target).map((a) => a.action);

  it("gives the host every control, co-host included", () => {
    expect(labels(person("h", "host"), person("p", "participant"))).toEqual(["mute", "disable-camera", "cohost", "remove"]);
    expect(labels(person("h", "host"), person("c", "cohost", { audio: false, cameraDisabled: true }))).toEqual([
      "enable-camera",
      "revoke-cohost",
      "remove",
    ]);
  });

  it("gives a co-host everything but appointing co-hosts", () => {
    expect(labels(person("c", "cohost"), person("g", "guest"))).toEqual(["mute", "disable-camera", "remove"]);
  });

  it("gives participants, guests and anyone acting on a host or themselves nothing", () => {
    expect(labels(person("p", "participant"), person("g", "guest"))).toEqual([]);
    expect(labels(person("g", "guest"), person("p", "participant"))).toEqual([]);
    expect(labels(person("c", "cohost"), person("h", "host"))).toEqual([]);
    expect(labels(person("h", "host"), person("h2", "host"))).toEqual([]);
    expect(labels(person("h", "host"), person("h", "host"))).toEqual([]);
  });

  it("names the person in each accessible name", () => {
    expect(personActions(person("h", "host"), person("Ana", "guest")).map((a) => a.name)).toEqual([
      "Mute Ana",
      "Turn Ana's camera off",
      "Make Ana co-host",
      "Remove Ana from the call",
    ]);
  });

  it("knows who moderates", () => {
    expect([
      isModerator(person("h", "host")),
      isModerator(person("c", "cohost")),
      isModerator(person("p", "participant")),
      isModerator(null),
    ]).toEqual([true, true, false, false]);
  });
});
