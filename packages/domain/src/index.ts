export * from './cards';
export {
  AVATAR_PREVIEW_SIZE,
  CAROUSEL_PAGE_SIZE,
  CHUNK_RELOAD_INTERVAL_MS,
  COMMENT_RESHOW_MS,
  COMMENTS_PAGE_SIZE,
  CONSENT_KEY,
  DIRECTORY_PAGE_SIZE,
  EMAIL_LINK_MINUTES,
  EMAIL_LINKS_PER_ADDRESS,
  EXPORT_PAGE_SIZE,
  FEED_PAGE_SIZE,
  GLOBAL_PINS_LIMIT,
  HEADER_NOTIFICATIONS,
  JPEG_QUALITY,
  LOGIN_DAYS,
  LOGIN_STORAGE_KEY,
  NOTICE_ICONS,
  NOTIFICATION_POLL_MS,
  NOTIFICATIONS_LIMIT,
  type NoticeIcon,
  ORDER_LIMITS_LIMIT,
  ORGANISATION_LEVEL1,
  type OrganisationLevel1,
  PHOTO_GRID_MAX,
  PLAYER_SWITCH_MS,
  PRODUCTS_PAGE_SIZE,
  PROFILE_POSTS_PAGE_SIZE,
  PROFILE_UID_BATCH,
  PROFILE_UID_LIMIT,
  PROGRESS_BAR,
  REDIRECT_DELAY_MS,
  SHARE_NETWORKS,
  SHARE_STAT_KEYS_LIMIT,
  type ShareNetwork,
  TIKTOK_CAROUSEL_DELAY_MS,
  TIKTOK_OVERLAY_MS,
  TIKTOK_PAGE_SIZE,
  TOP_CLICK_LIMIT,
  TOP_CLICK_LIMIT_CATEGORY,
  USER_TYPES,
  type UserType,
  YOUTUBE_PAGE_SIZE,
} from './constants';
export { formatCount } from './count';
export {
  DEMO_FAMILY_NAMES,
  DEMO_MEMBER_CAPACITY,
  DEMO_NAMES,
  type DemoName,
  demoMember,
} from './demo/names';
export { createRng, type Rng, seedFor } from './demo/random';
export {
  type ExportProfile,
  type ExportSharerSub,
  PROFILE_EXPORT_HEADERS,
  type ProfileExportRow,
  profileExportFileName,
  profileExportRows,
  profileExportSheet,
  SOCIAL_LINK_KINDS,
  type SocialLink,
} from './export/profile-export';
export { assembleFeedPage, type FeedItem, type FeedPageInput, topPostsOnePerAuthor } from './feed/assemble';
export {
  DIRECTORY_FILTERS,
  type DirectoryFilter,
  FEED_SOCIALS,
  type FeedSocial,
  feedSocialTypes,
  latestNotifications,
  matchesDirectoryFilter,
  parseFeedSocial,
  visibleSocialLinks,
} from './feed/filters';
export {
  matchesNeighbourFilter,
  NEIGHBOUR_FLAG_TYPES,
  NEIGHBOUR_FLAGS,
  type NeighbourFilter,
  type NeighbourFlag,
  neighbourQueryString,
  parseNeighbourQuery,
  type RouteQuery,
} from './feed/neighbours';
export { pagerPages } from './feed/pager';
export { appendPage, emptyPagedList, nextPage, type PagedList } from './feed/paging';
export {
  cleanFacebookUrl,
  type DetectedPost,
  detectPost,
  facebookLinkKind,
  isTiktokShortLink,
  tiktokIds,
  tweetId,
  youtubeId,
} from './posts/detect';
export {
  morePhotosLabel,
  type PhotoGridLayout,
  photoGrid,
  videoThumbnailUrl,
  YOUTUBE_THUMBNAILS,
  type YoutubeThumbnail,
  youtubeThumbnailUrl,
} from './posts/media';
export { type CreatePostGate, createPostGate, hasLiked, isOwner } from './posts/permissions';
export {
  EMBED_PROVIDERS,
  type EmbedProvider,
  embedProvider,
  playerUrl,
  textPostGradientChoice,
  textPostGradientIndex,
} from './posts/player';
export {
  isPosterWidth,
  POSTER_WIDTHS,
  type PosterShape,
  type PosterWidth,
  posterPath,
  posterShape,
  posterSize,
  srcSetOf,
} from './posts/poster';
export {
  type PostPreview,
  type PostPreviewInput,
  type PreviewSite,
  postPreview,
} from './posts/preview';
export { cornerLinkTarget, isPostType, needsFullPageLoad, POST_TYPES, type PostType } from './posts/types';
export { loginStateRedirect } from './routes/login-redirect';
export { orderPath, ordersPath, orgUnitPath, productPath, shopPath, walletPath } from './routes/pages';
export {
  defaultProfileTab,
  FALLBACK_PATH,
  notFoundPath,
  PROFILE_TABS,
  type ProfileAddress,
  type ProfileTab,
  parsePageParam,
  parsePostId,
  parseProfileTab,
  parseUserId,
  postLoginPath,
  postPath,
  profilePath,
  userPath,
} from './routes/params';
export {
  BASKET_PATH,
  CREATOR_APPLY_PATH,
  CREATORS_PATH,
  categoryPath,
  FEED_PATH,
  HOME_PATH,
  type LatestFilter,
  latestPath,
  NOTIFICATIONS_PATH,
  POLICY_PATHS,
  SEARCH_PATH,
  SHARER_APPLY_PATH,
  SHOP_PATH,
  TOP_SHARE_PATH,
  videoFeedPath,
  WALLET_PATH,
} from './routes/paths';
export { type ShareContent, shareTargetUrl, shortLinkUrl } from './routes/share';
export {
  addToBasket,
  type BasketLine,
  basketTotal,
  checkExchange,
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_ADDRESS_MIN_EXCLUSIVE,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type ExchangeCheck,
  type ExchangeRefusal,
  HONOUR_DELIVERY,
  isDeliveryAddressValid,
  isDeliveryMethod,
  isHonourExchange,
  lockedProductIds,
  type OrderLimit,
  type ProductRule,
  setBasketAmount,
} from './shop/basket';
export {
  PRODUCT_AVAILABILITIES,
  type ProductAvailability,
  type ProductStanding,
  productStanding,
} from './shop/product';
export {
  canSwap,
  orderIdFromWalletMessage,
  POINT_UNIT,
  POINTS_PER_SHARE,
  planSwap,
  SWAP_MINIMUM,
  type SwapPlan,
  swapEntryMessage,
  type WalletMovement,
  walletEntryDirection,
} from './shop/wallet';
export {
  badgeAwardMessage,
  type CategoryInput,
  type Checked,
  checkBadge,
  checkCategory,
  checkNotice,
  checkOrgUnit,
  checkProduct,
  checkReason,
  checkStockChange,
  escapeHtml,
  isProductUnlocked,
  type MemberRef,
  type NoticeInput,
  noticeState,
  type ProductInput,
  parseMemberList,
  STAFF_LIMITS,
  STAFF_MESSAGES,
} from './staff/content';
export {
  NOTICE_STATES,
  type NoticeState,
  ORDER_STATUSES,
  type OrderStatus,
  ROLES,
  type Role,
} from './staff/kinds';
export {
  checkOrderMove,
  isCancellable,
  isOrderStatus,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderMove,
  orderStatusMessage,
  refundEntryMessage,
  TRACKING_MAX,
} from './staff/orders';
export {
  type CsvProblem,
  ORG_CSV_MAX_ROWS,
  ORG_CSV_MESSAGES,
  ORG_IMPORT_MODES,
  type OrgImportMode,
  type OrgImportPlan,
  type OrgUnit,
  parseCsv,
  parseOrgCsv,
  planOrgImport,
} from './staff/orgs';
export { canManageMember, hasRole, isRole, ROLE_LABELS, roleOf } from './staff/roles';
export {
  type ClickTier,
  collapseStatsList,
  type Medal,
  medalForRank,
  type RankedRow,
  sharedClickTier,
  TOP_LIST_SIZE,
  topClickTier,
} from './stats/lists';
export { graphemeLength, graphemes, takeGraphemes } from './text/graphemes';
export { initialsOf } from './text/initials';
export {
  firstLine,
  fitText,
  flexBody,
  flexTitle,
  lineMessageText,
  metaDescription,
  pageTitle,
  playerTitle,
  shareDescription,
  shareQuote,
  shareTitle,
  statsPostDescription,
  TEXT_LIMITS,
  TITLE_CUTS,
} from './text/limits';
export { linkify, type TextSegment } from './text/linkify';
export {
  DESCRIPTION_DEFAULT_CUT,
  DESCRIPTION_SPLIT,
  ELLIPSIS,
  splitDescription,
  truncate,
} from './text/truncate';
export { type FoundLink, findLinks } from './text/url';
export {
  addDays,
  type BangkokParts,
  bangkokDay,
  bangkokParts,
  bangkokStartOfDay,
  bangkokToday,
  type DateInput,
  isIsoDay,
  toEpochMs,
} from './time/bangkok';
export {
  buddhistYear,
  formatThaiDate,
  formatThaiDateTime,
  THAI_SHORT_MONTHS,
  thaiRelativeTime,
} from './time/format';
export { clampStatsRange, STATS_EARLIEST } from './time/stats-range';
export { shouldReloadAfterChunkError } from './time/throttle';
export { shouldSendUserLog } from './time/user-log';
export { BUDDHIST_ERA_OFFSET, buddhistYearAt } from './time/year';
export {
  type ApplicationFields,
  CREATOR_REQUIRED_FIELDS,
  isCommentSendable,
  isOrganisationComplete,
  isSearchQuery,
  matchesMemberSearch,
  missingCreatorFields,
  missingSharerFields,
  NEW_POST_WARNING,
  SEARCH_MIN_LENGTH,
  SHARER_REQUIRED_FIELDS,
  stripHandle,
  validateNewPost,
} from './validation/forms';
export { type ImageType, imageMimeType, sniffImageType } from './validation/image';
