/**
 * What `/orgsub` sends, loaded on the first tap (choosing a group, saving, signing in): the inner-zone
 * page's first screen carries no api client (ADR 024 budget), and its loader reads nothing.
 */
export { getProfileByUid, getServiceOrganisations, signInUrl, updateProfile } from '@lightbearers/api-client';
export { api } from '../../api';
