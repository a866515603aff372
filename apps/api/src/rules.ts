/**
 * Every product rule the service applies comes from `@lightbearers/domain` (never written twice).
 * This file only gathers the names the service uses.
 */
export {
  addDays,
  addToBasket,
  bangkokStartOfDay,
  bangkokToday,
  canSwap,
  checkExchange,
  clampStatsRange,
  DELIVERY_METHODS,
  type DeliveryMethod,
  detectPost,
  isDeliveryAddressValid,
  isIsoDay,
  isPostType,
  isSearchQuery,
  isTiktokShortLink,
  lockedProductIds,
  missingCreatorFields,
  missingSharerFields,
  POINTS_PER_SHARE,
  POST_TYPES,
  STATS_EARLIEST,
  SWAP_MINIMUM,
  sniffImageType,
  stripHandle,
  validateNewPost,
} from '@lightbearers/domain';
