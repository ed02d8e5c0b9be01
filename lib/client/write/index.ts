// The browser's one way to write (CONTRIBUTING.md, "How the browser writes").
export { send, getJson, dataOf } from "./transport";
export { write, type ToastText, type WriteRules } from "./write";
export { useWrite, type FormWrite, type PlainPost } from "./use-write";
