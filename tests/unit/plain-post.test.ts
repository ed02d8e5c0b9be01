/**
 * A form sent as a plain POST (before its page's scripts ran, or with JavaScript off) is
 * answered with the same messages under the same fields as a checked submit, and gets back
 * what was typed (lib/forms/plain-post.ts).
 * @jest-environment node
 */
import { formFields, plainPostDone, plainPostFailure } from "@/lib/forms/plain-post";

describe("formFields", () => {
  it('reads the named fields as strings, with "" for a missing or non-text one', () => {
    const data = new FormData();
    data.append("email", "  a@b.co ");
    data.append("password", "secret");
    data.append("password", "second value is ignored");
    data.append("file", new Blob(["x"]), "x.txt");
    data.append("unasked", "left out");
    expect(formFields(data, ["email", "password", "file", "phone"])).toEqual({
      email: "  a@b.co ",
      password: "secret",
      file: "",
      phone: "",
    });
  });

  it("reads a forged call's non-form argument (a JSON array, null, text) as empty fields", () => {
    for (const forged of [[1, 2, 3], null, undefined, "email=a@b.co", { email: "a@b.co" }]) {
      expect(formFields(forged, ["email", "password"])).toEqual({ email: "", password: "" });
    }
  });
});

describe("plainPostFailure", () => {
  const typed = { email: "not-an-email" };

  it("puts each field's first message under it, and no alert", () => {
    const state = plainPostFailure(
      {
        ok: false,
        code: "invalid_input",
        message: "Invalid email address",
        errors: [
          { path: "email", message: "Invalid email address" },
          { path: "email", message: "a second message for the same field" },
          { path: "password", message: "Password is required" },
        ],
      },
      ["email", "password"],
      typed,
    );
    expect(state).toEqual({
      message: null,
      fieldErrors: { email: "Invalid email address", password: "Password is required" },
      values: typed,
      done: null,
    });
  });

  it("shows the refusal above the form when no field of the form carries it", () => {
    expect(
      plainPostFailure(
        { ok: false, code: "unauthenticated", message: "Invalid email or password" },
        ["email", "password"],
        typed,
      ),
    ).toEqual({
      message: "Invalid email or password",
      fieldErrors: {},
      values: typed,
      done: null,
    });
    // A message for a field the form does not show (a forged `role`) is an alert too.
    expect(
      plainPostFailure(
        {
          ok: false,
          code: "invalid_input",
          message: "Invalid option",
          errors: [{ path: "role", message: "Invalid option" }],
        },
        ["email", "password"],
        typed,
      )?.message,
    ).toBe("Invalid option");
  });
});

it("plainPostDone carries the success message only", () => {
  expect(plainPostDone("Sent")).toEqual({
    message: null,
    fieldErrors: {},
    values: {},
    done: "Sent",
  });
});
