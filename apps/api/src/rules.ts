/**
 * Every product rule the service applies comes from `@lightbearers/domain` (never written twice).
 * This file only gathers the names the service uses.
 */
export {
  addDays,
  addToBasket,
  bangkokStartOfDay,
  bangkokToday,
  checkExchange,
  clampStatsRange,
  createRng,
  DELIVERY_METHODS,
  type DeliveryMethod,
  demoMember,
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
  planSwap,
  STATS_EARLIEST,
  sniffImageType,
  stripHandle,
  tiktokIds,
  validateNewPost,
  type WalletMovement,
} from '@lightbearers/domain';
