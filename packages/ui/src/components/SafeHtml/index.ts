export type { SafeHtmlElement, SafeHtmlProps } from './SafeHtml';
export { SafeHtml, safeHtmlElements } from './SafeHtml';
export { sanitizeHtml } from './sanitizeHtml';
