import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('constants fixed by the product description', () => {
  it('has the page sizes of §7 and §9', () => {
    expect({
      feed: domain.FEED_PAGE_SIZE,
      carousel: domain.CAROUSEL_PAGE_SIZE,
      profile: domain.PROFILE_POSTS_PAGE_SIZE,
      youtube: domain.YOUTUBE_PAGE_SIZE,
      tiktok: domain.TIKTOK_PAGE_SIZE,
      products: domain.PRODUCTS_PAGE_SIZE,
      comments: domain.COMMENTS_PAGE_SIZE,
      top: domain.TOP_LIST_SIZE,
      notifications: domain.NOTIFICATIONS_LIMIT,
      search: domain.SEARCH_MIN_LENGTH,
      swap: domain.SWAP_MINIMUM,
    }).toEqual({
      feed: 5,
      carousel: 15,
      profile: 5,
      youtube: 20,
      tiktok: 8,
      products: 20,
      comments: 3,
      top: 20,
      notifications: 100,
      search: 3,
      swap: 100,
    });
  });

  it('has the fixed lists of §9', () => {
    expect(domain.ORGANISATION_LEVEL1).toEqual(['ชพส.', 'ต่างประเทศ', 'นครหลวง', 'ภูมิภาค', 'สำนัก/อื่นๆ']);
    expect(domain.SHARE_NETWORKS).toEqual([
      'facebook',
      'line',
      'twitter',
      'sms',
      'email',
      'pinterest',
      'reddit',
    ]);
    expect(domain.DELIVERY_METHODS).toEqual(['temple', 'coor', 'mail']);
    expect(domain.STATS_EARLIEST).toBe('2022-03-04');
    expect(domain.LOGIN_STORAGE_KEY).toBe('072today');
    expect(domain.POINT_UNIT).toBe('คะแนน');
  });

  it('exports every rule of the issue from the barrel', () => {
    for (const name of [
      'detectPost',
      'youtubeId',
      'tweetId',
      'tiktokIds',
      'linkify',
      'splitDescription',
      'truncate',
      'formatCount',
      'buddhistYear',
      'formatThaiDate',
      'thaiRelativeTime',
      'bangkokToday',
      'clampStatsRange',
      'parsePostId',
      'parseProfileTab',
      'defaultProfileTab',
      'profilePath',
      'parsePageParam',
      'loginStateRedirect',
      'addToBasket',
      'setBasketAmount',
      'basketTotal',
      'checkExchange',
      'isDeliveryAddressValid',
      'canSwap',
      'validateNewPost',
      'missingCreatorFields',
      'missingSharerFields',
      'isSearchQuery',
      'stripHandle',
      'sniffImageType',
      'cardDraft',
      'shouldSendUserLog',
      'assembleFeedPage',
      'parseNeighbourQuery',
      'appendPage',
      'collapseStatsList',
      'sharedClickTier',
      'topClickTier',
      'profileExportRows',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
