import * as z from 'zod/mini';

/** `GET /api/site-settings`: the site's public settings (null: unset). */
export const siteSettingsSchema = z.object({
  data: z.object({
    liffId: z.nullable(z.string()),
    heroVideoUrl: z.nullable(z.string()),
    metaverseUrl: z.nullable(z.string()),
    chatGroupUrl: z.nullable(z.string()),
    manualUrl: z.nullable(z.string()),
    devSignIn: z.boolean(),
  }),
});
export type WireSiteSettings = z.infer<typeof siteSettingsSchema>;
