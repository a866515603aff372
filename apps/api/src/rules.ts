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
  DELIVERY_METHODS,
  type DeliveryMethod,
  detectPost,
  isDeliveryAddressValid,
  isIsoDay,
  isSearchQuery,
  isTiktokShortLink,
  lockedProductIds,
  missingCreatorFields,
  missingSharerFields,
  POINTS_PER_SHARE,
  STATS_EARLIEST,
  SWAP_MINIMUM,
  sniffImageType,
  stripHandle,
  tiktokIds,
  validateNewPost,
} from '@lightbearers/domain';
