/**
 * `/noti`'s list on its own, for `routes/noti.tsx` to load lazily: its HTML sanitiser (DOMPurify,
 * through the ui `SafeHtml`) is too heavy for the first screen (ADR 024's budget). It loads in
 * parallel with the notifications themselves.
 */
export { NotificationList as default } from '@lightbearers/ui';
