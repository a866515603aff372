import { describe, expect, it } from 'vitest';
import { orderPath, ordersPath, orgUnitPath, productPath, shopPath, walletPath } from './pages';
import { BASKET_PATH, categoryPath, FEED_PATH, latestPath, POLICY_PATHS, videoFeedPath } from './paths';

describe('feed paths', () => {
  it('the feed is the fallback page', () => {
    expect(FEED_PATH).toBe('/all/other');
  });

  it('the newest post, with a network filter or the other kinds', () => {
    expect(latestPath()).toBe('/p/all');
    expect(latestPath('facebook')).toBe('/p/all?facebook=1');
    expect(latestPath('twitter')).toBe('/p/all?twitter=1');
    expect(latestPath('other')).toBe('/p/all?photo=1&link=1&text=1');
  });

  it('video feeds and categories', () => {
    expect(videoFeedPath('youtube')).toBe('/all/youtube');
    expect(videoFeedPath('tiktok')).toBe('/all/tiktok');
    expect(categoryPath(2)).toBe('/all/cat/2');
    expect(categoryPath('a b')).toBe('/all/cat/a%20b');
  });
});

describe('shop and wallet paths', () => {
  it('the shop pages: no page part on the first page', () => {
    expect(shopPath()).toBe('/coin');
    expect(shopPath(1)).toBe('/coin');
    expect(shopPath(3)).toBe('/coin/page/3');
  });

  it('a souvenir and an order', () => {
    expect(productPath(12)).toBe('/coin/12');
    expect(orderPath(7)).toBe('/coin/order/7');
  });

  it('the wallet pages by segment, the orders by query', () => {
    expect(walletPath()).toBe('/coin/wallet');
    expect(walletPath(1)).toBe('/coin/wallet');
    expect(walletPath(2)).toBe('/coin/wallet/2');
    expect(BASKET_PATH).toBe('/coin/basket');
    expect(ordersPath()).toBe('/coin/order');
    expect(ordersPath(4)).toBe('/coin/order?page=4');
  });
});

describe('orgUnitPath', () => {
  it('encodes both units and adds the page after the first', () => {
    expect(orgUnitPath('สาย 1', 'หน่วย/2')).toBe(
      `/statlist/${encodeURIComponent('สาย 1')}/${encodeURIComponent('หน่วย/2')}`,
    );
    expect(orgUnitPath('a', 'b', 1)).toBe('/statlist/a/b');
    expect(orgUnitPath('a', 'b', 3)).toBe('/statlist/a/b?page=3');
  });
});

describe('POLICY_PATHS', () => {
  it('names the three policies and the install page', () => {
    expect(POLICY_PATHS).toEqual({
      privacy: '/privacy',
      cookie: '/cookie',
      service: '/service',
      app: '/app',
    });
  });
});
