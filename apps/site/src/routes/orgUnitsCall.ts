/** The organisation directory call, loaded when a member first picks a group on `/sharer`. */
export { getServiceOrganisations } from '@lightbearers/api-client';
