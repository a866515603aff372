// Page sizes, limits and fixed lists of product §7 and §9, named once so the service and the apps
// never repeat a number.

/** Posts per feed page. */
export const FEED_PAGE_SIZE = 5;
/** Posts per TikTok or YouTube carousel on the feed page. */
export const CAROUSEL_PAGE_SIZE = 15;
/** Posts per page of a profile's post tabs. */
export const PROFILE_POSTS_PAGE_SIZE = 5;
/** Posts per page of the All YouTube page. */
export const YOUTUBE_PAGE_SIZE = 20;
/** Posts per page of the All TikTok page. */
export const TIKTOK_PAGE_SIZE = 8;
/** Products per shop page. */
export const PRODUCTS_PAGE_SIZE = 20;
/** Comments per page. */
export const COMMENTS_PAGE_SIZE = 3;
/** Rows of the top-clicked posts list fetched for the statistics pages. */
export const TOP_CLICK_LIMIT = 40;
/** Rows of the top-clicked posts list on category pages. */
export const TOP_CLICK_LIMIT_CATEGORY = 30;
/** Notifications on the /noti page. */
export const NOTIFICATIONS_LIMIT = 100;
/** Notifications the header bell shows. */
export const HEADER_NOTIFICATIONS = 4;
/** How often the header polls notifications, in milliseconds. */
export const NOTIFICATION_POLL_MS = 30_000;
/** Order limits fetched per request. */
export const ORDER_LIMITS_LIMIT = 100;
/** Members per page of the directory and the organisation lists. */
export const DIRECTORY_PAGE_SIZE = 50;
/** Profiles per request of the profile export. */
export const EXPORT_PAGE_SIZE = 100;
/** Global pinned posts shown on the feed. */
export const GLOBAL_PINS_LIMIT = 3;
/** Profiles fetched per request when loading them by user ids. */
export const PROFILE_UID_BATCH = 25;
/** The most profiles fetched by a user-id list. */
export const PROFILE_UID_LIMIT = 200;
/** Share keys the share statistics return per user. */
export const SHARE_STAT_KEYS_LIMIT = 99;
/** Photos a post card's grid shows before "+N ภาพ". */
export const PHOTO_GRID_MAX = 3;

/** How long a sign-in link sent by e-mail stays valid (it works once), in minutes. */
export const EMAIL_LINK_MINUTES = 15;
/** Sign-in links one e-mail address may be sent within `EMAIL_LINK_MINUTES`. */
export const EMAIL_LINKS_PER_ADDRESS = 3;

/** The name of the login cookie and local-storage entry. */
export const LOGIN_STORAGE_KEY = '072today';
/** Days the login is kept. */
export const LOGIN_DAYS = 30;
/** The stored flag that hides the cookie-consent notice. */
export const CONSENT_KEY = 'accept-all';
/** Delay before the inner-zone form redirects after success, in milliseconds. */
export const REDIRECT_DELAY_MS = 1_800;
/** Delay before comments are shown again after posting one, in milliseconds. */
export const COMMENT_RESHOW_MS = 300;
/** Delay of the full-screen player when switching videos, in milliseconds. */
export const PLAYER_SWITCH_MS = 300;
/** Delay before the TikTok carousel appears, in milliseconds. */
export const TIKTOK_CAROUSEL_DELAY_MS = 500;
/** How long the TikTok overlay stays, in milliseconds. */
export const TIKTOK_OVERLAY_MS = 3_000;
/** Progress bar throttle and duration, in milliseconds. */
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5_000 } as const;
/** A failed chunk load reloads the page at most once per this many milliseconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/** JPEG quality of exported cards and uploaded avatars. */
export const JPEG_QUALITY = 0.9;
/** Size of the avatar crop preview, in pixels. */
export const AVATAR_PREVIEW_SIZE = 120;

/** The networks the share modal offers, in order. */
export const SHARE_NETWORKS = ['facebook', 'line', 'twitter', 'sms', 'email', 'pinterest', 'reddit'] as const;
/** A network of the share modal. */
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Organisation level-1 groups (product §9), in the order the selectors list them. */
export const ORGANISATION_LEVEL1 = ['ชพส.', 'ต่างประเทศ', 'นครหลวง', 'ภูมิภาค', 'สำนัก/อื่นๆ'] as const;
/** An organisation level-1 group. */
export type OrganisationLevel1 = (typeof ORGANISATION_LEVEL1)[number];

/** The icons a notice may carry. */
export const NOTICE_ICONS = ['cheer', 'new', 'info', 'warning'] as const;
/** A notice icon. */
export type NoticeIcon = (typeof NOTICE_ICONS)[number];

/** Member types as stored on a profile; anything else reads as a sharer (the default type). */
export const USER_TYPES = ['creator', 'sharer'] as const;
/** A member type. */
export type UserType = (typeof USER_TYPES)[number];
