import { beforeEach, describe, expect, it } from "vitest";
import { appStore } from "../jotai.ts";
import { dismissErrorToasts, toast, toastsAtom } from "./toast.atoms.ts";

const shown = () => appStore.get(toastsAtom).map((item) => `${item.kind}: ${item.message}`);

describe("toasts", () => {
  beforeEach(() => appStore.set(toastsAtom, []));

  it("drops a stale error once the same form succeeds", () => {
    toast.error("You have an error in your profile!");
    toast.info("Saving…");
    toast.success("You have updated your profile!");
    expect(shown()).toEqual(["info: Saving…", "success: You have updated your profile!"]);
  });

  it("keeps errors beside other errors and infos", () => {
    toast.error("Upload failed");
    toast.info("Booking request received");
    toast.error("Image only");
    expect(shown()).toEqual(["error: Upload failed", "info: Booking request received", "error: Image only"]);
  });

  it("restarts a repeated message instead of stacking it", () => {
    const first = toast.error("Upload failed");
    const again = toast.error("Upload failed");
    expect(again).toBe(first);
    expect(appStore.get(toastsAtom)).toHaveLength(1);
    expect(appStore.get(toastsAtom)[0]!.version).toBe(1);
  });

  it("clears only the errors when a dialog opens over the page", () => {
    toast.error("Please provide a summary with at least 300 characters.");
    toast.info("Card saved as a draft.");
    dismissErrorToasts();
    expect(shown()).toEqual(["info: Card saved as a draft."]);
  });

  it("carries a link on when given one, and none otherwise", () => {
    toast.success("You're now a member of Harbour Founders.", "event", { to: "/g/harbour-founders", label: "Open the group" });
    toast.info("Card saved as a draft.");
    const [withLink, plain] = appStore.get(toastsAtom);
    expect(withLink!.link).toEqual({ to: "/g/harbour-founders", label: "Open the group" });
    expect(plain!.link).toBeUndefined();
  });
});
