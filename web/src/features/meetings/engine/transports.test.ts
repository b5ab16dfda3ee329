import { describe, expect, it, vi } from "vitest";
import { makeParticipant as person } from "../meeting-fixture.ts";
import type { PeerMesh } from "./peer-mesh.ts";
import type { SfuDeps } from "./sfu/sfu-transport.ts";
import { SFU_RETRY_MS, type SfuLike, Transports } from "./transports.ts";
import type { RemoteMedia } from "./transport.ts";

const entry = (token: string) => ({
  url: "ws://127.0.0.2:8188",
  room: "kora-room",
  feedId: "me",
  sessionToken: token,
  roomToken: `room-${token}`,
  expiresAt: "2026-11-27T12:00:00.000Z",
});
const via = (where: string): RemoteMedia => ({
  stream: { id: where } as MediaStream,
  screen: null,
  connection: "connected",
  quality: "good",
});

function fakeMesh() {
  return {
    media: vi.fn(() => via("mesh")),
    reset: vi.fn(),
    dropSpare: vi.fn(),
    tick: vi.fn(),
    replaceTrack: vi.fn(),
    addStream: vi.fn(),
    removeStream: vi.fn(),
    applyBitrates: vi.fn(),
    setCpuBusy: vi.fn(),
    cpuLimited: vi.fn(() => false),
    pollStats: vi.fn(async () => {}),
    audioLevels: vi.fn(() => new Map([["a", 0.2]])),
  };
}

function fakeSfu(deps: SfuDeps, start: Promise<void>) {
  const has = new Set<string>();
  const sfu = {
    deps,
    has: (id: string) => has.has(id),
    receive: (id: string) => has.add(id),
    start: vi.fn(() => start),
    updateEntry: vi.fn(),
    entryDue: vi.fn(() => false),
    view: vi.fn(),
    close: vi.fn(async () => {}),
    media: vi.fn(() => via("sfu")),
    replaceTrack: vi.fn(),
    addStream: vi.fn(),
    removeStream: vi.fn(),
    applyBitrates: vi.fn(),
    setCpuBusy: vi.fn(),
    cpuLimited: vi.fn(() => false),
    pollStats: vi.fn(async () => {}),
    audioLevels: vi.fn(() => new Map([["b", 0.5]])),
  };
  return sfu;
}

function setup(start: Promise<void> = new Promise(() => {})) {
  const mesh = fakeMesh();
  const made: ReturnType<typeof fakeSfu>[] = [];
  const clock = { now: 0 };
  const askEntry = vi.fn();
  const transports = new Transports(mesh as unknown as PeerMesh, {
    sfu: { config: () => ({}), outgoing: () => ({ camera: {} as MediaStream, screen: null }) },
    askEntry,
    onChange: () => {},
    now: () => clock.now,
    createSfu: (deps) => {
      const sfu = fakeSfu(deps, start);
      made.push(sfu);
      return sfu as unknown as SfuLike;
    },
  });
  return { transports, mesh, made, clock, askEntry };
}

const me = { id: "me", name: "Me" };

describe("Transports: moving a call to the SFU", () => {
  it("keeps the mesh for each person until the SFU brings them, and closes it once the SFU is up", () => {
    const { transports, mesh, made } = setup();
    expect(transports.media(person("a")).stream?.id).toBe("mesh");
    transports.view([{ participantId: "a", layer: 1 }]);
    transports.enterSfu(entry("1"), me);
    expect(made).toHaveLength(1);
    expect(made[0]!.deps).toMatchObject({ selfId: "me", display: "Me", entry: entry("1") });
    expect(made[0]!.view).toHaveBeenCalledWith([{ participantId: "a", layer: 1 }]);
    // A shared screen and device swaps reach both while both run.
    const screen = { id: "screen" } as MediaStream;
    transports.addStream(screen);
    expect(mesh.addStream).toHaveBeenCalledWith(screen);
    expect(made[0]!.addStream).toHaveBeenCalledWith(screen);
    made[0]!.receive("a");
    expect(transports.media(person("a")).stream?.id).toBe("sfu");
    expect(transports.media(person("b")).stream?.id).toBe("mesh");
    expect(transports.audioLevels()).toEqual(
      new Map([
        ["a", 0.2],
        ["b", 0.5],
      ]),
    );

    made[0]!.deps.onUp();
    expect(mesh.reset).toHaveBeenCalled();
    expect(transports.media(person("b")).stream?.id).toBe("sfu");
    transports.tick();
    expect(mesh.tick).not.toHaveBeenCalled();
    expect(transports.audioLevels()).toEqual(new Map([["b", 0.5]]));
  });

  it("a fresh entry updates the running SFU's tokens instead of connecting again; a due entry is asked for", () => {
    const { transports, made, askEntry } = setup();
    transports.enterSfu(entry("1"), me);
    transports.enterSfu(entry("2"), me);
    expect(made).toHaveLength(1);
    expect(made[0]!.updateEntry).toHaveBeenCalledWith(entry("2"));
    made[0]!.entryDue.mockReturnValueOnce(true);
    transports.tick();
    expect(askEntry).toHaveBeenCalledTimes(1);
  });

  it("a lost SFU connection asks for a new entry at once and every 5 s, and the entry connects again", async () => {
    const { transports, made, clock, askEntry } = setup();
    transports.enterSfu(entry("1"), me);
    made[0]!.deps.onLost("closed");
    expect(made[0]!.close).toHaveBeenCalled();
    transports.tick();
    expect(askEntry).toHaveBeenCalledTimes(1);
    clock.now += SFU_RETRY_MS - 1;
    transports.tick();
    expect(askEntry).toHaveBeenCalledTimes(1);
    clock.now += 1;
    transports.tick();
    expect(askEntry).toHaveBeenCalledTimes(2);
    transports.enterSfu(entry("2"), me);
    expect(made).toHaveLength(2);
    clock.now += SFU_RETRY_MS * 2;
    transports.tick();
    expect(askEntry).toHaveBeenCalledTimes(2);
  });

  it("a failed start counts as lost; leaving hangs up the SFU and the mesh", async () => {
    const failing = setup(Promise.reject(new Error("The video server can't be reached.")));
    failing.transports.enterSfu(entry("1"), me);
    await Promise.resolve();
    await Promise.resolve();
    expect(failing.made[0]!.close).toHaveBeenCalled();
    failing.transports.tick();
    expect(failing.askEntry).toHaveBeenCalledTimes(1);

    const { transports, made, mesh } = setup();
    transports.enterSfu(entry("1"), me);
    transports.close();
    expect(made[0]!.close).toHaveBeenCalled();
    expect(mesh.reset).toHaveBeenCalled();
    expect(transports.usesSfu).toBe(false);
  });

  it("a busy computer lowers the mesh's and the SFU's cameras, also an SFU that comes later", () => {
    const { transports, mesh, made } = setup();
    transports.setCpuBusy(true);
    expect(mesh.setCpuBusy).toHaveBeenCalledWith(true);
    transports.enterSfu(entry("1"), me);
    expect(made[0]!.setCpuBusy).toHaveBeenCalledWith(true);
    mesh.cpuLimited.mockReturnValue(true);
    expect(transports.cpuLimited()).toBe(true);
    made[0]!.deps.onUp(); // the mesh is closed: only the SFU's encoders count
    expect(transports.cpuLimited()).toBe(false);
    made[0]!.cpuLimited.mockReturnValue(true);
    expect(transports.cpuLimited()).toBe(true);
    transports.setCpuBusy(false);
    expect(made[0]!.setCpuBusy).toHaveBeenLastCalledWith(false);
    expect(mesh.setCpuBusy).toHaveBeenLastCalledWith(false);
  });
});
