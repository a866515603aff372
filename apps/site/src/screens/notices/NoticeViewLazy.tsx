/**
 * The notice page's view on its own, for `routes/notice.tsx` to load lazily: `NoticeView` brings the
 * Markdown renderer (react-markdown), too heavy for the first screen (ADR 024's budget). It loads
 * in parallel with the notice itself.
 */
export { NoticeView as default } from '@lightbearers/ui';
