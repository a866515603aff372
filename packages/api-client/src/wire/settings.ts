import * as z from 'zod/mini';

/** `GET /api/site-settings`: the site's public settings (null: unset). */
export const siteSettingsSchema = z.object({
  data: z.object({
    liffId: z.nullable(z.string()),
    liffMock: z.optional(z.boolean()),
    heroVideoUrl: z.nullable(z.string()),
    metaverseUrl: z.nullable(z.string()),
    chatGroupUrl: z.nullable(z.string()),
    manualUrl: z.nullable(z.string()),
    socialLinks: z.object({
      facebook: z.nullable(z.string()),
      youtube: z.nullable(z.string()),
      tiktok: z.nullable(z.string()),
      twitter: z.nullable(z.string()),
      line: z.nullable(z.string()),
    }),
    emailSignIn: z.boolean(),
    devSignIn: z.boolean(),
  }),
});
export type WireSiteSettings = z.infer<typeof siteSettingsSchema>;
