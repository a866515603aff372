import * as th from '../i18n/th';

/**
 * The five social networks of a profile, in the catalogue's order (facebook, twitter, tiktok,
 * youtube, website — product §3 Social link): read from the names the catalogue gives them, so a form or
 * a table listing them pulls neither `ProfileHeader` nor a data module into its chunk.
 */
export const socialNetworkOrder = Object.keys(th.profile.social) as Array<keyof typeof th.profile.social>;
