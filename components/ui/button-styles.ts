// The button's classes as plain strings: Button (through cva in ./button-variants) and the
// error pages, which every page loads and which dress plain elements as buttons without cva,
// Slot or class merging, share them.
export const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

export const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground hover:bg-primary-hover",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

export const BUTTON_SIZES = {
  // Every button is at least 44 x 44 px on phones (the tap target); from md up, where a
  // pointer aims finer, the usual 40 px.
  default: "h-11 min-w-11 px-4 py-2 md:h-10",
  sm: "h-11 min-w-11 rounded-md px-3 md:h-10 md:min-w-0",
  lg: "h-11 min-w-11 rounded-md px-8",
  icon: "h-11 w-11 md:h-10 md:w-10",
} as const;

/** A plain element's classes for a button of this look (no className to merge). */
export function buttonClass(
  variant: keyof typeof BUTTON_VARIANTS = "default",
  size: keyof typeof BUTTON_SIZES = "default",
) {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
}
