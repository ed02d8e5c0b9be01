/**
 * Event titles in the kitchen's calendars wrap between words, whole words only: the page's
 * `overflow-wrap: anywhere` let them shrink to a few letters a line, and the theme cut them
 * ("Open 0/"). `kitchen-event-title` marks them for the tests.
 */
export const CALENDAR_TITLE_CLASS =
  "kitchen-event-title whitespace-normal! overflow-visible! [overflow-wrap:break-word]";

/** The calendars' buttons and entries: 44 px targets on phones (issue 46), the theme's above. */
export const PHONE_TAP_TARGET = "max-sm:min-h-11 max-sm:min-w-11";
