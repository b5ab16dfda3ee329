import { describe, expect, it } from "vitest";
import { firstError, flattenErrors, scrollTopFor, splitServerErrors } from "./form-errors.ts";

describe("flattenErrors", () => {
  it("flattens nested errors to dotted names and skips refs", () => {
    const tree = {
      email: { type: "custom", message: "Bad email", ref: { name: "email" } },
      workHistories: [undefined, { role: { message: "Missing role" } }],
      empty: undefined,
    };
    expect(flattenErrors(tree)).toEqual([
      ["email", "Bad email"],
      ["workHistories.1.role", "Missing role"],
    ]);
  });
});

describe("firstError", () => {
  const errors: [string, string][] = [
    ["lastName", "Missing last name"],
    ["email", "Bad email"],
    ["token", "Your reset token is invalid."],
  ];
  it("picks the errored field that comes first on the page", () => {
    expect(firstError(errors, ["email", "firstName", "lastName"])).toEqual(["email", "Bad email"]);
    expect(firstError(errors, ["firstName", "lastName", "email"])).toEqual(["lastName", "Missing last name"]);
  });
  it("falls back to error order for fields not on the page", () => {
    expect(
      firstError(
        [
          ["token", "T"],
          ["other", "O"],
        ],
        ["email"],
      ),
    ).toEqual(["token", "T"]);
    expect(firstError(errors, [])).toEqual(["lastName", "Missing last name"]);
  });
  it("is null without errors", () => {
    expect(firstError([], ["email"])).toBeNull();
  });
});

describe("splitServerErrors", () => {
  it("keeps the first message per field and toasts the rest", () => {
    expect(
      splitServerErrors({ password: ["Too weak", "Too short"], token: ["Your reset token is invalid."], empty: [] }, [
        "password",
        "passwordConfirmation",
      ]),
    ).toEqual({
      onFields: [["password", "Too weak"]],
      elsewhere: ["Your reset token is invalid."],
    });
  });
});

describe("scrollTopFor", () => {
  it("leaves 150 px above the field", () => {
    expect(scrollTopFor(900, 200)).toBe(950);
    expect(scrollTopFor(40, 0)).toBe(0);
    expect(scrollTopFor(500, 0, 100)).toBe(400);
  });
});
