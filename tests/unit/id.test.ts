import { MAX_ID, toId } from "@/lib/validation/id";

describe("toId", () => {
  it.each([
    ["42", 42],
    [42, 42],
    ["1", 1],
    [MAX_ID, MAX_ID],
    [String(MAX_ID), MAX_ID],
  ])("reads %p as %p", (input, id) => {
    expect(toId(input)).toBe(id);
  });

  it.each([
    "1e3",
    "01",
    "0",
    "-1",
    " 7",
    "7 ",
    "",
    "99999999999",
    String(MAX_ID + 1),
    0,
    -1,
    1.5,
    MAX_ID + 1,
    true,
    [7],
    null,
    undefined,
    {},
  ])("refuses %p", (input) => {
    expect(toId(input)).toBeNull();
  });
});
