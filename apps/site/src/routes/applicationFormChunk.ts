/**
 * The application form and its modals in a chunk of their own: `/creator-sub` and `/sharer` fetch
 * it while they read the member's profile, so it never weighs on the first screen (ADR 024 budget).
 */
export { ApplicationForm } from '@lightbearers/ui';
