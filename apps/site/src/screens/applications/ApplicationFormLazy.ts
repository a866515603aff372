/**
 * The application form and its modals in a chunk of their own: `/creator-sub` and `/sharer` load it
 * beside the member's profile, so it never weighs on the first screen (ADR 024 budget).
 */
export { ApplicationForm as default } from '@lightbearers/ui';
