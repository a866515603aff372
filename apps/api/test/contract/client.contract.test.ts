/**
 * Contract tests: the client's own functions (`@lightbearers/api-client`) against the real service
 * (in-memory PGlite, demo data), with response validation forced on — every answer must pass the
 * client's wire schemas. Black-box: the service is started as a child process; nothing of its
 * source is imported. They live next to the service so that no package depends on an app.
 */

import http from 'node:http';
import {
  ApiError,
  addComment,
  addReply,
  applyCreator,
  applySharer,
  type Client,
  cancelCreatorApplication,
  createClient,
  createPost,
  type DevMember,
  deleteComment,
  deletePost,
  deleteReply,
  downloadUrl,
  getActiveUsers,
  getAllNotifications,
  getAllProfiles,
  getAllSharerApplications,
  getBadgeHolders,
  getBadgeHoldersInRange,
  getBadges,
  getBellNotifications,
  getCachedProfiles,
  getCategories,
  getCategory,
  getComments,
  getCreatorApplication,
  getCreatorSharedPosts,
  getDevMembers,
  getFeedPage,
  getLatestPost,
  getNotice,
  getNotices,
  getOrder,
  getOrderLimits,
  getOrders,
  getOrgSummary,
  getPendingCreatorApplications,
  getPinned,
  getPost,
  getPostNeighbours,
  getPostPins,
  getPosts,
  getProduct,
  getProducts,
  getProfileByHandle,
  getProfileByUid,
  getProfilesByUids,
  getProfilesPage,
  getProfileTypeCounts,
  getReplies,
  getServiceOrganisations,
  getSharedByUser,
  getSharerApplications,
  getSharerMe,
  getShareTotal,
  getSiteSettings,
  getTopClicks,
  getTopCreators,
  getTopOfDay,
  getTopSharers,
  getWallet,
  getWalletEntries,
  getWhoShared,
  HandleTakenError,
  isStaffMember,
  logUserVisit,
  markNotificationRead,
  type Post,
  pinPost,
  placeOrder,
  requestEmailSignIn,
  resolveTikTok,
  reviewCreatorApplication,
  type Session,
  searchProfiles,
  shortLink,
  signInDev,
  signInWithEmailLink,
  signInWithLine,
  swapPoints,
  toggleLike,
  unpinPost,
  updatePostDescription,
  updateProfile,
  uploadImage,
} from '@lightbearers/api-client';
import { addDays, bangkokToday } from '@lightbearers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService, tinyPng } from './service';

let service: RunningService | undefined;
let startError: unknown;
let token: string | null = null;
let unauthorized = 0;
let api: Client;
/** Members the e-mail sign-in test signed up (beside the demo members). */
let emailSignUps = 0;

const as = (session: Session | null) => {
  token = session?.userJWT ?? null;
};

beforeAll(async () => {
  try {
    service = await startService();
  } catch (error) {
    startError = error;
    return;
  }
  api = createClient({
    baseUrl: service.baseUrl,
    statsUrl: `${service.baseUrl}/stats`,
    shortLinkBase: `${service.baseUrl}/s`,
    siteUrl: service.siteUrl,
    getToken: () => token,
    onUnauthorized: () => {
      unauthorized += 1;
    },
    validate: true,
    retries: 0,
  });
}, 150_000);

afterAll(async () => {
  await service?.stop();
}, 15_000);

/** Every test needs the service: fail loudly (never skip) when it did not start. */
function running(): Client {
  if (!service) throw new Error(`apps/api did not start: ${String(startError)}`);
  return api;
}

describe('apps/api as a child process', () => {
  it('starts on in-memory PGlite with the demo data and answers /health', async () => {
    if (startError) throw startError;
    running();
    const response = await fetch(`${service?.baseUrl}/health`);
    expect(response.status).toBe(200);
  });
});

let members: DevMember[] = [];
let creator: Session;
let sharer: Session;
let firstPost: Post;

describe('sign-in (development provider)', () => {
  it('lists the demo members and signs in as a creator and as a sharer', async () => {
    const client = running();
    members = await getDevMembers(client);
    expect(members.length).toBeGreaterThanOrEqual(40);
    const creatorUid = members.find((m) => m.type === 'creator')?.uid;
    const sharerUid = members.find((m) => m.type === 'sharer' && m.uid !== 1)?.uid;
    expect(creatorUid).toBeDefined();
    expect(sharerUid).toBeDefined();
    creator = await signInDev(client, creatorUid as number);
    sharer = await signInDev(client, sharerUid as number);
    expect(creator.userID).toBe(creatorUid);
    expect(creator.userJWT).toMatch(/\S+\.\S+\.\S+/);
    expect(creator.type).toBe('creator');
  });

  it('reads the site settings: the development sign-in on (and its outbox for e-mail links), nothing else configured', async () => {
    expect(await getSiteSettings(running())).toEqual({
      liffId: null,
      liffMock: false,
      heroVideoUrl: null,
      metaverseUrl: null,
      chatGroupUrl: null,
      manualUrl: null,
      socialLinks: { facebook: null, youtube: null, tiktok: null, twitter: null, line: null },
      emailSignIn: true,
      devSignIn: true,
    });
  });

  it('e-mail sign-in: a link asked for, its token from the outbox traded for a session once', async () => {
    const sent = await requestEmailSignIn(running(), 'Contract.Member@Example.org');
    expect(sent).toEqual({ email: 'contract.member@example.org', minutes: 15 });
    const outbox = (await (await fetch(`${service?.baseUrl}/dev/outbox/json`)).json()) as {
      data: Array<{ to: string; text: string }>;
    };
    const mail = outbox.data.find((m) => m.to === 'contract.member@example.org');
    const token = new URLSearchParams(new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')![0]).hash.slice(1)).get(
      'token',
    )!;
    const session = await signInWithEmailLink(running(), token, 'contract-nonce-0123456');
    emailSignUps += 1;
    expect(session.userJWT).toMatch(/\S+\.\S+\.\S+/);
    expect(session.type).toBe('sharer');
    await expect(signInWithEmailLink(running(), token)).rejects.toMatchObject({ status: 401 });
  });

  it('LINE sign-in with a token the service cannot verify fails with "Cannot login Line"', async () => {
    await expect(signInWithLine(running(), 'U123', 'not-a-real-id-token')).rejects.toMatchObject({
      message: 'Cannot login Line',
    });
  });
});

describe('posts', () => {
  it('feed page 1: 5 newest posts with photos, category and likers', async () => {
    const page = await getFeedPage(running(), { page: 1 });
    expect(page.items).toHaveLength(5);
    expect(page.page).toBe(1);
    expect(page.total).toBeGreaterThan(5);
    const ids = page.items.map((p) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    firstPost = page.items[0] as Post;
  });

  it('filters by types, author, category, id lists and neighbours', async () => {
    const client = running();
    const youtube = await getPosts(client, { types: ['videoYoutube'], pageSize: 20 });
    expect(youtube.items.length).toBeGreaterThan(0);
    expect(youtube.items.every((p) => p.type === 'videoYoutube')).toBe(true);
    const byAuthor = await getPosts(client, { uid: firstPost.uid });
    expect(byAuthor.items.every((p) => p.uid === firstPost.uid)).toBe(true);
    const withCategory = (await getPosts(client, { pageSize: 20 })).items.find((p) => p.category);
    expect(withCategory).toBeDefined();
    const inCategory = await getPosts(client, { cat: withCategory?.category?.id as number });
    expect(inCategory.items.every((p) => p.category?.id === withCategory?.category?.id)).toBe(true);
    const some = await getPosts(client, { ids: [firstPost.id, firstPost.id - 1], notIds: [firstPost.id] });
    expect(some.items.map((p) => p.id)).toEqual([firstPost.id - 1]);
    const neighbours = await getPostNeighbours(client, firstPost.id - 2);
    expect(neighbours.pre?.id).toBeGreaterThan(firstPost.id - 2);
    expect(neighbours.next?.id).toBeLessThan(firstPost.id - 2);
  });

  it('one post, the newest post, global pins, top posts of the day', async () => {
    const client = running();
    const post = await getPost(client, firstPost.id);
    expect(post.id).toBe(firstPost.id);
    expect(post.desHead + post.desRest).toBe(post.des);
    expect((await getLatestPost(client))?.id).toBe(firstPost.id);
    const pinned = await getPinned(client, null);
    expect(pinned.length).toBeLessThanOrEqual(3);
    expect(pinned.every((p) => p.pinned)).toBe(true);
    const top = await getTopOfDay(client, { day: bangkokToday() });
    expect(Array.isArray(top)).toBe(true);
  });

  it('a missing post answers 404 as an ApiError with the generic message', async () => {
    const error = await getPost(running(), 99_999_999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'เกิดข้อผิดพลาดบางอย่าง' });
  });

  it('a creator uploads a photo, posts, edits, pins, unpins and deletes; likes toggle', async () => {
    const client = running();
    as(creator);
    const image = await uploadImage(client, new Blob([await tinyPng()], { type: 'image/png' }), 'dot.png');
    expect(image.id).toBeGreaterThan(0);
    expect(image.photo.small).toMatch(/^https?:\/\//);
    const cat = (await getCategories(client))[0]?.id as number;
    const id = await createPost(client, {
      des: 'ทดสอบสัญญา',
      cat,
      url: null,
      type: 'postPhoto',
      photo: [image.id],
    });
    const created = await getPost(client, id);
    expect(created.type).toBe('postPhoto');
    expect(created.photos.map((p) => p.id)).toEqual([image.id]);
    const edited = await updatePostDescription(client, id, 'แก้ไขแล้ว');
    expect(edited.des).toBe('แก้ไขแล้ว');
    const liked = await toggleLike(client, id);
    expect(liked.map((u) => u.id)).toContain(creator.userID);
    const unliked = await toggleLike(client, id);
    expect(unliked.map((u) => u.id)).not.toContain(creator.userID);
    const pin = await pinPost(client, { pid: id, uid: creator.userID });
    expect((await getPostPins(client, creator.userID)).map((p) => p.id)).toContain(pin.id);
    await unpinPost(client, pin.id);
    expect((await getPostPins(client, creator.userID)).map((p) => p.id)).not.toContain(pin.id);
    await deletePost(client, id);
    await expect(getPost(client, id)).rejects.toMatchObject({ status: 404 });
    as(null);
  });

  it('a sharer cannot create a post (403)', async () => {
    as(sharer);
    await expect(
      createPost(running(), { des: 'ไม่ควรได้', cat: null, url: null, type: 'postText' }),
    ).rejects.toMatchObject({ status: 403 });
    as(null);
  });
});

describe('profiles', () => {
  it('by uid, by handle, by uid list (batched), a directory page, search', async () => {
    const client = running();
    const profile = await getProfileByUid(client, creator.userID);
    expect(profile?.uid).toBe(creator.userID);
    const withHandle = members.find((m) => m.uid !== 1 && m.uid !== creator.userID);
    const handled = (
      await getProfilesByUids(
        client,
        members.map((m) => m.uid),
      )
    ).find((p) => p.at);
    expect(handled).toBeDefined();
    expect((await getProfileByHandle(client, `@${handled?.at}`))?.uid).toBe(handled?.uid);
    const uids = members.map((m) => m.uid);
    const many = await getProfilesByUids(client, uids);
    expect(many.map((p) => p.uid)).toEqual(uids.slice(0, 200));
    as(sharer);
    const page = await getProfilesPage(client, { page: 1 });
    expect(page.items.length).toBeGreaterThan(0);
    // a first name (Thai: code units are not characters, so never slice a query by code units)
    const query = (withHandle?.name ?? '').split(' ')[0] as string;
    const found = await searchProfiles(client, query);
    expect(found.items.map((p) => p.uid)).toContain(withHandle?.uid);
    as(null);
  });

  it('updates the own profile; a taken handle answers HandleTakenError and keeps name and bio', async () => {
    const client = running();
    as(sharer);
    const updated = await updateProfile(client, sharer.userID, { name: 'ทดสอบ ชื่อใหม่', des: 'ประวัติใหม่' });
    expect(updated.name).toBe('ทดสอบ ชื่อใหม่');
    const other = (
      await getProfilesByUids(
        client,
        members.map((m) => m.uid),
      )
    ).find((p) => p.at && p.uid !== sharer.userID);
    const error = await updateProfile(client, sharer.userID, {
      name: 'ชื่อที่สอง',
      des: 'ประวัติที่สอง',
      at: `@${other?.at}`,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandleTakenError);
    expect((error as HandleTakenError).profile.name).toBe('ชื่อที่สอง');
    expect((error as HandleTakenError).profile.at).not.toBe(other?.at);
    await expect(updateProfile(client, creator.userID, { name: 'x', des: 'y' })).rejects.toMatchObject({
      message: 'not 200',
      status: 403,
    });
    as(null);
  });

  it('sharer/me', async () => {
    as(sharer);
    const me = await getSharerMe(running());
    expect(me === null || typeof me.name === 'string').toBe(true);
    as(null);
  });
});

describe('categories, badges, notices', () => {
  it('categories in order and one category', async () => {
    const client = running();
    const cats = await getCategories(client);
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.map((c) => c.order)).toEqual([...cats.map((c) => c.order)].sort((a, b) => a - b));
    expect((await getCategory(client, cats[0]?.id as number)).name).toBe(cats[0]?.name);
  });

  it("a member's badges and badge holders", async () => {
    const client = running();
    as(sharer);
    const awards = (
      await Promise.all(members.slice(0, 15).map((m) => getBadgeHolders(client, { userId: m.uid })))
    ).flat();
    expect(awards.length).toBeGreaterThan(0);
    const holder = awards[0];
    const badges = await getBadges(client, holder?.user?.id as number);
    expect(badges.map((b) => b.id)).toContain(holder?.badge?.id);
    const holders = await getBadgeHolders(client, { badgeId: holder?.badge?.id as number });
    expect(holders.every((h) => h.badge?.id === holder?.badge?.id)).toBe(true);
    as(null);
  });

  it('badge holders of a range: a subset of all holders, read by a visitor', async () => {
    const client = running();
    as(null);
    const today = bangkokToday();
    const month = await getBadgeHoldersInRange(client, { from: addDays(today, -34), to: today });
    const week = await getBadgeHoldersInRange(client, { from: addDays(today, -6), to: today });
    const count = (m: Map<number, unknown[]>) => [...m.values()].flat().length;
    expect(count(month)).toBeGreaterThan(count(week));
    for (const [badge, users] of week)
      for (const user of users) expect(month.get(badge)?.map((u) => u.id)).toContain(user.id);
  });

  it('notices newest first and one notice', async () => {
    const client = running();
    const notices = await getNotices(client);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.map((n) => n.id)).toEqual([...notices.map((n) => n.id)].sort((a, b) => b - a));
    expect((await getNotice(client, notices[0]?.id as number)).topic).toBe(notices[0]?.topic);
  });
});

describe('comments and replies', () => {
  it('pages of 3, add and delete a comment and a reply', async () => {
    const client = running();
    const page = await getComments(client, firstPost.id);
    expect(page.items.length).toBeLessThanOrEqual(3);
    as(sharer);
    const comment = await addComment(client, firstPost.id, 'สาธุครับ');
    expect(comment?.user?.id).toBe(sharer.userID);
    expect((await getComments(client, firstPost.id)).items[0]?.id).toBe(comment?.id);
    const reply = await addReply(client, comment?.id as number, 'ขอบคุณครับ');
    expect((await getReplies(client, comment?.id as number)).map((r) => r.id)).toEqual([reply?.id]);
    as(creator);
    await expect(deleteReply(client, reply?.id as number)).rejects.toMatchObject({ status: 403 });
    as(sharer);
    await deleteReply(client, reply?.id as number);
    await deleteComment(client, comment?.id as number);
    expect((await getReplies(client, comment?.id as number)).length).toBe(0);
    as(null);
  });
});

describe('applications', () => {
  it('creator application: apply, read, cancel; sharer application; sharer-subs page', async () => {
    const client = running();
    as(sharer);
    const form = { name: 'ทดสอบ ระบบ', tel: '0812345678', lineid: 'testline', address: '99 หมู่ 1 กรุงเทพฯ' };
    const created = await applyCreator(client, form);
    expect((await getCreatorApplication(client, sharer.userID))?.id).toBe(created.id);
    await cancelCreatorApplication(client, created.id);
    expect(await getCreatorApplication(client, sharer.userID)).toBeNull();
    const sharerSub = await applySharer(client, { ...form, address: '' });
    const mine = await getSharerApplications(client, { userId: sharer.userID });
    expect(mine.items.map((a) => a.id)).toContain(sharerSub.id);
    as(null);
  });
});

describe('profile export (staff)', () => {
  it('reads every profile and every sharer application page by page; a member sees only their own', async () => {
    const client = running();
    as(await signInDev(client, 1));
    const profiles = await getAllProfiles(client);
    expect(profiles.length).toBe(members.length + emailSignUps);
    const applications = await getAllSharerApplications(client);
    expect(applications.length).toBeGreaterThan(1);
    as(sharer);
    const mine = await getAllSharerApplications(client);
    expect(mine.length).toBeLessThan(applications.length);
    as(null);
  });
});

describe('staff review and organisation directory (ADR 030)', () => {
  it('staff read pending creator applications with the member; the directory lists units; applicants carry their user id', async () => {
    const client = running();
    as(await signInDev(client, 1));
    expect(await isStaffMember(client)).toBe(true);
    const pending = await getPendingCreatorApplications(client, { pageSize: 100 });
    const demo = pending.items.find((a) => a.member.id === 40);
    expect(demo).toMatchObject({ tel: '0812345678', member: { id: 40, posts: expect.any(Number) } });
    await expect(reviewCreatorApplication(client, 999_999, 'approved')).rejects.toMatchObject({
      status: 404,
    });
    const subs = await getSharerApplications(client, { pageSize: 5 });
    expect(subs.items.every((a) => typeof a.userId === 'number')).toBe(true);
    as(sharer);
    expect(await isStaffMember(client)).toBe(false);
    await expect(getPendingCreatorApplications(client)).rejects.toMatchObject({ status: 403 });
    as(null);
    expect(await getServiceOrganisations(client, 'ภูมิภาค')).toEqual(['ภาคอีสาน', 'ภาคใต้', 'ภาคตะวันออก']);
  });
});

describe('notifications', () => {
  it('all, bell (≤ 4), mark read, daily log', async () => {
    const client = running();
    as(sharer);
    const all = await getAllNotifications(client);
    expect(all.length).toBeLessThanOrEqual(100);
    const bell = await getBellNotifications(client);
    expect(bell.length).toBeLessThanOrEqual(4);
    const target = bell[0] ?? all[0];
    if (target) expect((await markNotificationRead(client, target.id)).read).toBe(true);
    else expect(all).toEqual([]);
    await logUserVisit(client);
    as(null);
  });
});

describe('shop, wallet, orders', () => {
  it('products, wallet, ledger, swap, order limits, an idempotent order, order reads', async () => {
    const client = running();
    const products = await getProducts(client, 1);
    expect(products.items.length).toBeGreaterThan(0);
    expect(products.pageSize).toBe(20);
    as(sharer);
    let wallet = await getWallet(client);
    if (wallet.canChangeTotal >= 100) {
      const before = wallet;
      wallet = await swapPoints(client);
      expect(wallet.currentPoint).toBe(before.currentPoint + before.canChangeTotal);
      expect(wallet.canChangeTotal).toBe(0);
    } else {
      await expect(swapPoints(client)).rejects.toMatchObject({ status: 400 });
    }
    const entries = await getWalletEntries(client, 1);
    expect(entries.items.length).toBeGreaterThan(0);
    const limits = await getOrderLimits(client, sharer.userID);
    const locked = new Set(limits.map((l) => l.productId));
    const affordable = products.items.find(
      (p) => p.stock > 0 && p.limit >= 1 && p.price <= wallet.currentPoint && !locked.has(p.id),
    );
    expect(affordable).toBeDefined();
    const product = await getProduct(client, affordable?.id as number);
    const order = {
      name: 'ทดสอบ ระบบ',
      total: product.price,
      lines: [{ productId: product.id, amount: 1 }],
      shipto: '',
      logistic: 'temple' as const,
      userId: sharer.userID,
    };
    const key = `contract-${Date.now()}`;
    const placed = await placeOrder(client, order, key);
    const again = await placeOrder(client, order, key);
    expect(again.id).toBe(placed.id);
    expect((await getWallet(client)).currentPoint).toBe(wallet.currentPoint - product.price);
    expect((await getOrders(client)).items.map((o) => o.id)).toContain(placed.id);
    const read = await getOrder(client, placed.id);
    expect(read.lines[0]?.productId).toBe(product.id);
    // products with a lock period write an order limit; every limit read is still locked today
    const after = await getOrderLimits(client, sharer.userID);
    expect(after.every((l) => l.unlockDate >= bangkokToday())).toBe(true);
    await expect(
      placeOrder(client, { ...order, total: 10_000_000, lines: [{ productId: product.id, amount: 10_000 }] }),
    ).rejects.toMatchObject({
      message: 'เกิดข้อผิดพลาดบางอย่าง',
    });
    as(null);
  });

  it('a wallet call with an expired token answers 401 and calls onUnauthorized', async () => {
    token = 'expired.token.value';
    const before = unauthorized;
    await expect(getWallet(running())).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toBe(before + 1);
    as(null);
  });
});

describe('statistics and short links', () => {
  const today = bangkokToday();
  const range = { from: addDays(today, -59), to: today };

  it('every stats call answers rows that pass the schemas', async () => {
    const client = running();
    expect((await getProfileTypeCounts(client)).length).toBeGreaterThan(0);
    const sharers = await getTopSharers(client, range);
    expect(sharers.length).toBeGreaterThan(0);
    const clicks = await getTopClicks(client, range, 40);
    expect(clicks.length).toBeGreaterThan(0);
    expect(clicks.length).toBeLessThanOrEqual(40);
    expect((await getTopCreators(client, range)).length).toBeGreaterThan(0);
    expect((await getActiveUsers(client, range)).length).toBeGreaterThan(0);
    expect((await getOrgSummary(client)).length).toBeGreaterThan(0);
    const shared = await getSharedByUser(client, sharers[0]?.uid as number, range);
    expect(shared.rows.length).toBeLessThanOrEqual(99);
    expect(shared.sum).toBeGreaterThan(0);
    const creatorUid = members.find((m) => m.type === 'creator')?.uid as number;
    expect(Array.isArray(await getCreatorSharedPosts(client, creatorUid, range))).toBe(true);
    const who = await getWhoShared(client, clicks[0]?.key as string);
    expect(who.length).toBeGreaterThan(0);
    expect(await getShareTotal(client, clicks[0]?.key as string)).toBeGreaterThan(0);
    const cached = await getCachedProfiles(client, [creatorUid, sharer.userID]);
    expect(cached.map((p) => p.uid).sort()).toEqual([creatorUid, sharer.userID].sort());
  });

  it('a bad range answers 400 with "cannot get Stat"', async () => {
    await expect(getTopSharers(running(), { from: '2021-01-01', to: today })).rejects.toMatchObject({
      status: 400,
      message: 'cannot get Stat',
    });
  });

  it('a short link redirects to the post page and counts a share', async () => {
    const client = running();
    const before = await getShareTotal(client, firstPost.key);
    const link = shortLink(client, firstPost.key, sharer.userID);
    // A person opening the link: a browser's top-level navigation. Not `fetch`, which always says
    // `Sec-Fetch-Mode: cors` — a script's request, which never counts (ADR 021).
    const response = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) =>
      http
        .get(
          link,
          {
            headers: {
              'user-agent': `contract-${Date.now()}`,
              'sec-fetch-dest': 'document',
              'sec-fetch-mode': 'navigate',
            },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          },
        )
        .on('error', reject),
    );
    expect(response.status).toBeGreaterThanOrEqual(301);
    expect(response.status).toBeLessThanOrEqual(308);
    expect(response.location).toBe(`${service?.siteUrl}/post/${firstPost.id}/${sharer.userID}`);
    expect(await getShareTotal(client, firstPost.key)).toBe(before + 1);
  });

  it('image URLs are absolute and the download link serves them', async () => {
    const client = running();
    const photoPost = (await getPosts(client, { types: ['postPhoto'], pageSize: 1 })).items[0];
    const photo = photoPost?.photos[0];
    expect(photo?.small).toMatch(new RegExp(`^${service?.baseUrl}/`));
    const response = await fetch(downloadUrl(client, photo?.url as string));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('the TikTok resolver answers a clear error when it cannot resolve (no internet here)', async () => {
    const error = await resolveTikTok(running(), 'https://vm.tiktok.com/ZSabc123/').catch((e: unknown) => e);
    if (error instanceof ApiError) expect(error.status).toBe(502);
    else expect(error).toMatch(/^https:\/\/www\.tiktok\.com\//);
  });
});
