/**
 * `<Button asChild>` dresses its one child (a Link, an <a>) as the button without Radix's
 * Slot: the button's classes joined with the child's, the child's own props winning, the
 * phone check's primary mark (tests/e2e/phone-layout) kept, and a ref reaching the child.
 * @jest-environment node
 */
import { createRef, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Button } from "@/components/ui/button";

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

it("renders the child element with the button's classes joined to its own", () => {
  const out = html(
    <Button asChild variant="outline" aria-disabled title="from the button">
      <a href="/caterers" className="mt-8" title="from the link">
        See more
      </a>
    </Button>,
  );
  expect(out).toMatch(/^<a [^>]*>See more<\/a>$/);
  expect(out).toContain('href="/caterers"');
  expect(out).toContain('aria-disabled="true"');
  expect(out).toContain('title="from the link"');
  const classes = /class="([^"]+)"/.exec(out)![1]!.split(" ");
  expect(classes).toEqual(expect.arrayContaining(["border", "border-input", "mt-8"]));
  // An outline button is not a primary action.
  expect(out).not.toContain("data-primary");
});

it("marks a default-variant child as a primary action, and merges conflicting classes", () => {
  const out = html(
    <Button asChild className="w-full">
      <a href="/x" className="h-9">
        Order
      </a>
    </Button>,
  );
  expect(out).toContain('data-primary=""');
  const classes = /class="([^"]+)"/.exec(out)![1]!.split(" ");
  expect(classes).toEqual(expect.arrayContaining(["bg-primary", "w-full", "h-9"]));
  // The child's height replaces the button's: tailwind-merge as before.
  expect(classes).not.toContain("h-11");
});

it("is a plain <button> without asChild", () => {
  const out = html(<Button type="submit">Sign In</Button>);
  expect(out).toMatch(/^<button class="[^"]+" data-primary="" type="submit">Sign In<\/button>$/);
});

it("refuses more than one child, as Slot did", () => {
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  expect(() =>
    html(
      <Button asChild>
        <a href="/a">A</a>
        <a href="/b">B</a>
      </Button>,
    ),
  ).toThrow();
  spy.mockRestore();
});

it("passes the button's ref to the child, unless the child has its own", () => {
  const render = (Button as unknown as { render: (props: object, ref: unknown) => ReactElement })
    .render;
  const ref = createRef<HTMLAnchorElement>();
  const own = createRef<HTMLAnchorElement>();
  const given = render({ asChild: true, children: <a href="/a">A</a> }, ref);
  expect((given.props as { ref?: unknown }).ref).toBe(ref);
  const kept = render(
    {
      asChild: true,
      children: (
        <a href="/a" ref={own}>
          A
        </a>
      ),
    },
    ref,
  );
  expect((kept.props as { ref?: unknown }).ref).toBe(own);
});
