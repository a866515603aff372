import { describe, expect, it } from 'vitest';
import { type OrderResource, type PostResource, type ProfileResource, strapiQuery } from './query';

const decoded = (qs: string) => [...new URLSearchParams(qs)];

describe('strapiQuery', () => {
  it('nested relation filters, $in arrays, populate, sort and page pagination', () => {
    const qs = strapiQuery<PostResource>({
      filters: { cat: { id: { $eq: 3 } }, id: { $in: [1, 2] }, type: { $notIn: ['postText'] } },
      populate: ['photo', 'cat'],
      sort: ['id:desc'],
      pagination: { page: 2, pageSize: 5 },
    });
    expect(decoded(qs)).toEqual([
      ['filters[cat][id][$eq]', '3'],
      ['filters[id][$in][0]', '1'],
      ['filters[id][$in][1]', '2'],
      ['filters[type][$notIn][0]', 'postText'],
      ['populate[0]', 'photo'],
      ['populate[1]', 'cat'],
      ['sort', 'id:desc'],
      ['pagination[page]', '2'],
      ['pagination[pageSize]', '5'],
    ]);
    expect(qs).toContain('filters%5Bcat%5D%5Bid%5D%5B%24eq%5D=3');
  });

  it('$and / $or, $null, $containsi, several sorts, start/limit', () => {
    const qs = strapiQuery<ProfileResource>({
      filters: { $or: [{ name: { $containsi: 'สม' } }, { at: { $null: true } }], uid: { $gte: 2, $lt: 10 } },
      sort: ['name:asc', 'id:desc'],
      pagination: { start: 20, limit: 10 },
    });
    expect(decoded(qs)).toEqual([
      ['filters[$or][0][name][$containsi]', 'สม'],
      ['filters[$or][1][at][$null]', 'true'],
      ['filters[uid][$gte]', '2'],
      ['filters[uid][$lt]', '10'],
      ['sort[0]', 'name:asc'],
      ['sort[1]', 'id:desc'],
      ['pagination[start]', '20'],
      ['pagination[limit]', '10'],
    ]);
  });

  it('nested populate objects', () => {
    expect(
      decoded(strapiQuery<OrderResource>({ populate: { order: { populate: ['product'] }, user: true } })),
    ).toEqual([
      ['populate[order][populate][0]', 'product'],
      ['populate[user]', 'true'],
    ]);
  });

  it('an empty query is an empty string', () => {
    expect(strapiQuery<PostResource>({})).toBe('');
  });

  it('is typed per resource: wrong fields, operators and populate keys do not compile', () => {
    // Each call below is a compile error: `tsc -b` checks this file and fails on an expect-error
    // directive that has nothing to expect. At run time nothing stops them, which is why the types matter.
    const bad = [
      strapiQuery<PostResource>({
        // @ts-expect-error — posts have no `price`
        filters: { price: { $eq: 1 } },
      }),
      strapiQuery<PostResource>({
        // @ts-expect-error — `$containsi` is for strings, `id` is a number
        filters: { id: { $containsi: '1' } },
      }),
      strapiQuery<PostResource>({
        // @ts-expect-error — not a PostType
        filters: { type: { $eq: 'video' } },
      }),
      strapiQuery<PostResource>({
        // @ts-expect-error — `$in` takes an array
        filters: { id: { $in: 3 } },
      }),
      strapiQuery<PostResource>({
        // @ts-expect-error — posts cannot populate `user`
        populate: ['user'],
      }),
      strapiQuery<PostResource>({
        // @ts-expect-error — relation fields filter by the related resource's fields
        filters: { cat: { title: { $eq: 'x' } } },
      }),
      // @ts-expect-error — not a sortable field
      strapiQuery<PostResource>({ sort: ['likes:desc'] }),
      // @ts-expect-error — `order.product` is the only nested populate of orders
      strapiQuery<OrderResource>({ populate: { order: { populate: ['photo'] } } }),
    ];
    expect(bad.map((qs) => decoded(qs)[0]?.[0])).toEqual([
      'filters[price][$eq]',
      'filters[id][$containsi]',
      'filters[type][$eq]',
      'filters[id][$in]',
      'populate[0]',
      'filters[cat][title][$eq]',
      'sort',
      'populate[order][populate][0]',
    ]);
  });
});
