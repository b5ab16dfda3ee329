import { describe, expect, it } from "vitest";
import { uploadsSupported } from "./upload-support.ts";

class FakeBlob {
  slice() {
    return this;
  }
}
const complete = { File: class extends FakeBlob {}, Blob: FakeBlob, XMLHttpRequest: class {}, FormData: class {} } as never;

describe("uploadsSupported", () => {
  it("says yes where files can be read in slices and sent with XMLHttpRequest", () => {
    expect(uploadsSupported(complete)).toBe(true);
  });

  it("says no when any piece is missing, so the upload shows the unsupported-browser message", () => {
    for (const missing of ["File", "Blob", "XMLHttpRequest", "FormData"]) {
      expect(uploadsSupported({ ...(complete as object), [missing]: undefined } as never), missing).toBe(false);
    }
    expect(uploadsSupported({ ...(complete as object), Blob: class {} } as never), "no Blob.slice").toBe(false);
  });
});
