/** Handlers of `calls/stats`: every statistics call, computed from the data set's clicks and logs. */
import { isIsoDay, STATS_EARLIEST } from '@lightbearers/domain';
import { type HttpHandler, HttpResponse } from 'msw';
import { wireUserRef } from '../factories';
import { type MockContext, Refusal } from './context';

export function statsHandlers(m: MockContext): HttpHandler[] {
  const { db, stats, route, profileOf } = m;
  const range = (url: URL, from: string, to: string, optional = false) => {
    const a = url.searchParams.get(from);
    const b = url.searchParams.get(to);
    if (optional && !a && !b) return null;
    if (!isIsoDay(a) || !isIsoDay(b) || a < STATS_EARLIEST || b < a)
      throw new Refusal(400, 'Invalid date range');
    return { from: a, to: b };
  };
  const clicksIn = (r: { from: string; to: string } | null) =>
    db.clicks.filter((c) => !r || (c.day >= r.from && c.day <= r.to));
  const countBy = <K>(rows: typeof db.clicks, key: (c: (typeof db.clicks)[number]) => K) => {
    const counts = new Map<K, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
  const nameOf = (uid: number) => profileOf(uid)?.attributes.name ?? `member${uid}`;
  const postById = (id: number) => db.posts.find((p) => p.id === id);
  const shareRows = (rows: typeof db.clicks, uidOf: (c: (typeof db.clicks)[number]) => number) =>
    countBy(rows, (c) => `${c.key}|${uidOf(c)}`).map(([k, sum_total]) => {
      const [key = '', uid = '0'] = k.split('|');
      return { key, id: db.posts.find((p) => p.attributes.key === key)?.id, sum_total, uid: Number(uid) };
    });

  return [
    route('get', stats, '/getone', ({ url }) => {
      const key = url.searchParams.get('key');
      if (!key) throw new Refusal(400, 'key is required');
      return HttpResponse.json({ total: db.clicks.filter((c) => c.key === key).length });
    }),
    route('get', stats, '/get_profile_type_num', () => {
      const counts = new Map<string, number>();
      for (const p of db.profiles) counts.set(p.attributes.type, (counts.get(p.attributes.type) ?? 0) + 1);
      return HttpResponse.json({ data: [...counts].map(([type, total]) => ({ type, total })) });
    }),
    route('get', stats, '/badge_holders_by_day', ({ url }) => {
      const r = range(url, 'day', 'day2') as { from: string; to: string };
      const byBadge = new Map<number, number[]>();
      for (const award of db.badgeAwards)
        if (award.day >= r.from && award.day <= r.to)
          byBadge.set(award.badgeId, [...(byBadge.get(award.badgeId) ?? []), award.userId]);
      return HttpResponse.json({
        data: [...byBadge].map(([badge, uids]) => ({
          badge,
          users: { data: uids.map((uid) => wireUserRef(uid, { seed: db.seed })) },
        })),
      });
    }),
    route('get', stats, '/get_top_share_by_day', ({ url }) => {
      const rows = countBy(clicksIn(range(url, 'mdate', 'mdate2')), (c) => c.sharerUid);
      return HttpResponse.json({
        data: rows.map(([uid, sumtotal]) => ({ uid, name: nameOf(uid), sumtotal })),
      });
    }),
    route('get', stats, '/get_top_click_by_day', ({ url }) => {
      const list = Number(url.searchParams.get('list') ?? 40);
      const rows = countBy(clicksIn(range(url, 'mdate', 'mdate2')), (c) => c.postId).slice(0, list);
      return HttpResponse.json({
        data: rows.flatMap(([id, sum_total]) => {
          const post = postById(id);
          return post
            ? [
                {
                  id,
                  type: post.attributes.type,
                  des: post.attributes.des,
                  sum_total,
                  key: post.attributes.key,
                  uid: post.attributes.uid,
                },
              ]
            : [];
        }),
      });
    }),
    route('get', stats, '/creator_been_shared_by_day', ({ url }) => {
      const rows = countBy(
        clicksIn(range(url, 'day', 'day2')),
        (c) => postById(c.postId)?.attributes.uid ?? 0,
      );
      return HttpResponse.json({ data: rows.map(([uid, total]) => ({ uid, name: nameOf(uid), total })) });
    }),
    route('get', stats, '/user_log_by_date', ({ url }) => {
      const r = range(url, 'day', 'day2');
      const ids = new Set(
        db.userLogs.filter((l) => l.day >= (r?.from ?? '') && l.day <= (r?.to ?? '')).map((l) => l.userId),
      );
      return HttpResponse.json({ data: [...ids].sort((a, b) => a - b).map((user_id) => ({ user_id })) });
    }),
    route('get', stats, '/org1_org2', () => {
      const counts = new Map<string, { org_1: string; org_2: string | null; nums: number }>();
      for (const p of db.profiles) {
        if (!p.attributes.org1) continue;
        const key = `${p.attributes.org1}|${p.attributes.org2}`;
        const row = counts.get(key) ?? { org_1: p.attributes.org1, org_2: p.attributes.org2, nums: 0 };
        row.nums += 1;
        counts.set(key, row);
      }
      return HttpResponse.json({ data: [...counts.values()] });
    }),
    route('get', stats, '/getsharedbyuser', ({ url }) => {
      const uid = Number(url.searchParams.get('uid'));
      if (!Number.isInteger(uid) || uid < 1) throw new Refusal(400, 'uid is required');
      const mine = clicksIn(range(url, 'date', 'date2', true)).filter((c) => c.sharerUid === uid);
      const rows = shareRows(mine, (c) => c.sharerUid).slice(0, 99);
      return HttpResponse.json({
        data: rows,
        meta: {
          sum: mine.length,
          share: rows.length,
          posts: db.posts.filter((p) => p.attributes.uid === uid).length,
        },
      });
    }),
    route('get', stats, '/get_top_click_by_uid', ({ url }) => {
      const uid = Number(url.searchParams.get('uid'));
      if (!Number.isInteger(uid) || uid < 1) throw new Refusal(400, 'uid is required');
      const theirs = clicksIn(range(url, 'date', 'date2', true)).filter(
        (c) => postById(c.postId)?.attributes.uid === uid,
      );
      return HttpResponse.json({ data: shareRows(theirs, (c) => c.sharerUid) });
    }),
    route('get', stats, '/get_who_shared_by_key', ({ url }) => {
      const key = url.searchParams.get('key');
      if (!key) throw new Refusal(400, 'key is required');
      return HttpResponse.json({
        data: shareRows(
          db.clicks.filter((c) => c.key === key),
          (c) => c.sharerUid,
        ),
      });
    }),
    route('get', stats, '/cache/profiles/get', ({ url }) => {
      const uids = (url.searchParams.get('uids') ?? '').split(',').map(Number).filter(Number.isInteger);
      return HttpResponse.json({
        data: uids.flatMap((uid) => {
          const p = profileOf(uid);
          return p
            ? [
                {
                  uid,
                  name: p.attributes.name,
                  picture:
                    p.attributes.picture?.data?.attributes.formats?.thumbnail?.url ??
                    p.attributes.google_picture,
                  at: p.attributes.at,
                  type: p.attributes.type,
                },
              ]
            : [];
        }),
      });
    }),
  ];
}
