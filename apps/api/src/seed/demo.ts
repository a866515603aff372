import { count, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { type EncodedImage, encodeImage } from '../media.js';
import {
  addDays,
  bangkokStartOfDay,
  bangkokToday,
  createRng,
  demoMember,
  detectPost,
  POINTS_PER_SHARE,
  planSwap,
} from '../rules.js';
import { saveImage } from '../services/uploads.js';
import { demoImage } from './images.js';

async function chunked<T>(rowsIn: T[], size: number, fn: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rowsIn.length; i += size) await fn(rowsIn.slice(i, i + size));
}

const encodedCache = new Map<string, EncodedImage>();
async function demoMedia(
  db: Executor,
  i: number,
  w: number,
  h: number,
  label: string,
  kind: 'photo' | 'avatar' | 'badge' | 'product',
  ownerId: number | null,
) {
  const key = `${i}|${w}|${h}|${label}|${kind}`;
  let enc = encodedCache.get(key);
  if (!enc) {
    enc = await encodeImage(await demoImage(i, w, h, label, kind), `demo-${kind}-${i}.png`, false);
    encodedCache.set(key, enc);
  }
  return saveImage(db, enc, ownerId);
}

const BIOS = [
  'ผู้นำบุญออนไลน์ ชอบแชร์ธรรมะดี ๆ ทุกวัน',
  'ทำความดีไม่ต้องรอ แบ่งปันความสุขผ่านธรรมะ',
  'นั่งสมาธิทุกเช้า แชร์แสงสว่างให้โลก',
  'อาสาสมัครงานบุญ รักการถ่ายภาพวัด',
  'ครูสอนสมาธิสำหรับเด็ก',
  'ทำวิดีโอธรรมะสั้น ๆ ให้ดูง่ายเข้าใจง่าย',
  'ยิ้มให้กันวันละนิด จิตแจ่มใส',
  '',
];
const ORGS: Array<[string, string[]]> = [
  ['ชพส.', ['ชพส. ภาคกลาง', 'ชพส. ภาคเหนือ']],
  ['ต่างประเทศ', ['ญี่ปุ่น', 'ยุโรป', 'อเมริกา']],
  ['นครหลวง', ['แก้วภูธร 1', 'แก้วภูธร 2', 'นครหลวง 3']],
  ['ภูมิภาค', ['ภาคอีสาน', 'ภาคใต้', 'ภาคตะวันออก']],
  ['สำนัก/อื่นๆ', ['สำนักสื่อสาร', 'อื่นๆ']],
];
const CATS = ['ธรรมะ', 'งานบุญ', 'สมาธิ', 'ข่าวสาร', 'อาสาทำความดี', 'ชีวิตประจำวัน'];
const TOPICS = [
  'การให้ทานคือความสุข',
  'นั่งสมาธิ 5 นาทีก่อนนอน',
  'ภาพงานบุญวันอาทิตย์',
  'รักษาศีล 5 ในชีวิตประจำวัน',
  'เติมใจให้สว่างด้วยธรรมะ',
  'ขอบคุณทุกแรงบุญ',
  'กิจกรรมอาสาทำความสะอาดวัด',
  'สวดมนต์ข้ามปี',
  'บทเรียนจากความเมตตา',
  'ตักบาตรยามเช้า',
];

function message(kind: number, i: number, handle: string): { text: string; photos: number } {
  const topic = TOPICS[i % TOPICS.length]!;
  const id = String(7_100_000_000_000_000_000n + BigInt(i) * 7919n);
  switch (kind) {
    case 0:
      return {
        text: `${topic} https://www.youtube.com/watch?v=dQw${String(i).padStart(8, 'x')}`.slice(0, 200),
        photos: 0,
      };
    case 1:
      return { text: `${topic} https://www.tiktok.com/@${handle}/video/${id}`, photos: 0 };
    case 2:
      return { text: `${topic} https://www.facebook.com/watch/?v=${1000000 + i}`, photos: 0 };
    case 3:
      return { text: `${topic} https://www.facebook.com/lightbearers/posts/${2000000 + i}`, photos: 0 };
    case 4:
      return {
        text: `${topic} https://twitter.com/lightbearers/status/${1500000000000000000 + i * 101}`,
        photos: 0,
      };
    case 5:
      return { text: `${topic} 🙏 ภาพบรรยากาศ`, photos: 1 + (i % 4) };
    case 6:
      return { text: `${topic} อ่านต่อที่ https://example.org/dhamma/${i}`, photos: 0 };
    default:
      return {
        text: `${topic}\nขอให้ทุกท่านมีความสุขกาย สุขใจ ตลอดวันนี้นะคะ สาธุ 🙏\nแชร์ต่อเพื่อส่งต่อแสงสว่าง`,
        photos: 0,
      };
  }
}

/**
 * Fills an empty database with deterministic Thai demo content relative to `now` (clicks and logs
 * over the last 60 Bangkok days). Answers false (and does nothing) when members already exist.
 */
/**
 * Fills an empty database with the Thai demo data. Demo member 1 is staff and member 45 an admin
 * only with `staff: true` (the service passes AUTH_DEV: a staff member anybody could sign in as
 * exists only on loopback).
 */
export async function seedDemo(
  db: Executor,
  opts: { now?: Date; seed?: number; staff?: boolean } = {},
): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(s.members);
  if (Number(n) > 0) return false;
  const now = opts.now ?? new Date();
  const rnd = createRng(opts.seed ?? 20220304);
  const today = bangkokToday(now);
  const dayTime = (day: string, minutes: number) => new Date(bangkokStartOfDay(day) + minutes * 60_000);

  // ------------------------------------------------------------------ members
  // Named from domain's one list of Thai demo names (the one api-client's factories pick from).
  const MEMBERS = 44;
  const memberRows: Array<typeof s.members.$inferInsert> = [];
  for (let i = 0; i < MEMBERS; i++) {
    const id = i + 1;
    const type = i === 0 ? 'sharer' : i <= 12 ? 'creator' : 'sharer';
    const [org1, org2s] = ORGS[i % ORGS.length]!;
    const person = demoMember(i);
    const handle = i % 5 === 4 ? null : person.handle;
    const links: s.SocialLink[] = [
      { social: 'facebook', url: i % 2 ? `https://www.facebook.com/${person.handle}` : '' },
      { social: 'youtube', url: type === 'creator' ? `https://www.youtube.com/@${person.handle}` : '' },
      { social: 'tiktok', url: i % 3 === 0 ? `https://www.tiktok.com/@${person.handle}` : '' },
      { social: 'twitter', url: '' },
      { social: 'website', url: i % 7 === 0 ? `https://example.org/~${person.handle}` : '' },
    ];
    memberRows.push({
      id,
      provider: 'dev',
      providerId: `demo-${id}`,
      email: `${person.handle}@demo.lightbearers.test`,
      username: person.handle,
      name: i === 0 ? 'ทีมงานผู้นำบุญ (staff)' : `${person.given} ${person.family}`,
      givenName: person.given,
      familyName: person.family,
      des: BIOS[i % BIOS.length]!,
      at: handle,
      type,
      role: i === 0 && opts.staff ? 'staff' : 'member',
      links,
      org1: i % 6 === 5 ? null : org1,
      org2: i % 6 === 5 ? null : org2s[i % org2s.length]!,
      createdAt: dayTime(addDays(today, -90 + i), 600),
      updatedAt: dayTime(addDays(today, -90 + i), 600),
    });
  }
  await db.insert(s.members).values(memberRows);
  // Avatars for most members (generated pictures), the rest keep a "Google" picture URL.
  for (let i = 0; i < MEMBERS; i++) {
    if (i % 4 === 3) {
      await db.execute(
        sql`update members set google_picture = ${`/uploads/none-${i}.jpg`} where id = ${i + 1}`,
      );
      continue;
    }
    const m = await demoMedia(db, i % 12, 256, 256, '', 'avatar', i + 1);
    await db.execute(
      sql`update members set picture_id = ${m.id}, picture_url = ${m.formats.small?.url ?? m.url} where id = ${i + 1}`,
    );
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${MEMBERS})`);

  await db.insert(s.orgs).values(ORGS.flatMap(([o1, o2s]) => o2s.map((o2) => ({ org1: o1, org2: o2 }))));

  // ------------------------------------------------------------------ categories
  const cats = await db
    .insert(s.cats)
    .values(CATS.map((name, i) => ({ name, order: i + 1 })))
    .returning({ id: s.cats.id });

  // ------------------------------------------------------------------ posts (all eight types)
  const creators = memberRows.filter((m) => m.type === 'creator').map((m) => m.id!);
  const POSTS = 120;
  const postRows: Array<typeof s.posts.$inferInsert> = [];
  const photoPlan: Array<{ post: number; count: number }> = [];
  for (let i = 0; i < POSTS; i++) {
    const uid = creators[i % creators.length]!;
    const msg = message(i % 8, i, demoMember(uid - 1).handle);
    const detected = detectPost(msg.text, msg.photos);
    const created = dayTime(addDays(today, -60 + Math.floor((i * 60) / POSTS)), 420 + ((i * 37) % 600));
    postRows.push({
      id: i + 1,
      type: detected.type,
      url: detected.url,
      des: msg.text,
      key: `d${(i + 1).toString(36)}${demoMember(i % MEMBERS).handle.slice(0, 3)}`,
      views: rnd.int(0, 500),
      uid,
      catId: cats[i % cats.length]!.id,
      cover: null,
      publishedAt: created,
      createdAt: created,
      updatedAt: created,
    });
    if (msg.photos) photoPlan.push({ post: i + 1, count: msg.photos });
  }
  await db.insert(s.posts).values(postRows);
  await db.execute(sql`select setval(pg_get_serial_sequence('posts', 'id'), ${POSTS})`);
  let pic = 0;
  for (const p of photoPlan) {
    const owner = postRows[p.post - 1]!.uid;
    for (let k = 0; k < p.count; k++) {
      const m = await demoMedia(db, pic % 12, 800, 600, `ภาพที่ ${(pic % 12) + 1}`, 'photo', owner);
      pic++;
      await db.insert(s.postPhotos).values({ postId: p.post, mediaId: m.id, position: k });
    }
  }

  // ------------------------------------------------------------------ likes, comments, replies, pins
  const likeRows: Array<typeof s.postLikes.$inferInsert> = [];
  for (const p of postRows) {
    const k = rnd.int(0, 14);
    const chosen = new Set<number>();
    for (let j = 0; j < k; j++) chosen.add(rnd.int(1, MEMBERS));
    for (const m of chosen) likeRows.push({ postId: p.id!, memberId: m, createdAt: p.createdAt! });
  }
  await chunked(likeRows, 500, (c) => db.insert(s.postLikes).values(c));
  const COMMENTS = [
    'สาธุ 🙏',
    'อนุโมทนาบุญด้วยครับ',
    'ขอบคุณที่แบ่งปันค่ะ',
    'ดีมากเลย แชร์ต่อแล้วนะ',
    'ชอบคลิปนี้มาก ฟังแล้วใจสงบ',
    'สาธุ สาธุ สาธุ',
  ];
  const commentPlan: Array<typeof s.comments.$inferInsert> = [];
  for (let i = 0; i < 60; i++) {
    const post = postRows[POSTS - 1 - i]!;
    const howMany = rnd.int(1, 5);
    for (let j = 0; j < howMany; j++)
      commentPlan.push({
        des: rnd.pick(COMMENTS),
        type: 'post',
        pid: post.id!,
        userId: rnd.int(1, MEMBERS),
        createdAt: new Date(post.createdAt!.getTime() + (j + 1) * 3_600_000),
      });
  }
  const commentIds = await db.insert(s.comments).values(commentPlan).returning({ id: s.comments.id });
  await db.insert(s.commentReplies).values(
    commentPlan.flatMap((cm, k) =>
      k % 2 === 0
        ? [
            {
              des: rnd.pick(['ขอบคุณครับ 🙏', 'สาธุค่ะ', 'ยินดีค่ะ']),
              cid: commentIds[k]!.id,
              userId: postRows[cm.pid! - 1]!.uid!,
              createdAt: new Date(cm.createdAt!.getTime() + 1_800_000),
            },
          ]
        : [],
    ),
  );
  const pinRows: Array<typeof s.postPins.$inferInsert> = creators.map((uid) => ({
    pid: postRows.find((p) => p.uid === uid)!.id!,
    uid,
    order: 1,
  }));
  pinRows.push({ pid: POSTS, uid: null, order: 1 }, { pid: POSTS - 3, uid: null, order: 2 });
  await db.insert(s.postPins).values(pinRows);

  // ------------------------------------------------------------------ badges
  const BADGES = ['ผู้นำบุญดีเด่น', 'แชร์ครบ 100 ครั้ง', 'ครีเอเตอร์แห่งปี', 'อาสาสมัครใจบุญ', 'ผู้นำบุญรุ่นแรก', 'สายสมาธิ'];
  const badgeIds: number[] = [];
  for (let i = 0; i < BADGES.length; i++) {
    const m = await demoMedia(db, i + 3, 200, 200, `${i + 1}`, 'badge', null);
    const [b] = await db
      .insert(s.badges)
      .values({ name: BADGES[i]!, photoId: m.id })
      .returning({ id: s.badges.id });
    badgeIds.push(b!.id);
  }
  const badgeUserRows: Array<typeof s.badgeUsers.$inferInsert> = [];
  for (let m = 1; m <= MEMBERS; m++)
    for (let b = 0; b < badgeIds.length; b++)
      if ((m + b) % 4 === 0 || (b === 4 && m <= 10))
        // Awarded over the last five weeks (today's among them), so each range of the statistics
        // pages has holders of its own.
        badgeUserRows.push({
          badgeId: badgeIds[b]!,
          userId: m,
          createdAt: new Date(now.getTime() - ((m * 7 + b * 3) % 35) * 86_400_000),
        });
  await db.insert(s.badgeUsers).values(badgeUserRows).onConflictDoNothing();

  // ------------------------------------------------------------------ notices and notifications
  const ICONS = ['cheer', 'new', 'info', 'warning'];
  const NOTICES = [
    [
      'ยินดีต้อนรับผู้นำบุญออนไลน์ทุกท่าน',
      '## ยินดีต้อนรับ\n\nขอบคุณที่ร่วม **แชร์ธรรมะ** กับเรา\n\n- แชร์ลิงก์โพสต์ได้คะแนน\n- สะสมคะแนนแลกของที่ระลึก',
    ],
    [
      'ของที่ระลึกรุ่นใหม่มาแล้ว',
      '### ของที่ระลึกรุ่นใหม่\n\nแลกได้ที่หน้า **ร้านค้า** ตั้งแต่วันนี้\n\n1. เลือกของ\n2. ใส่ตะกร้า\n3. ยืนยันการแลก',
    ],
    ['วิธีแลกคะแนนแชร์', 'เมื่อมี **คะแนนแชร์ครบ 100 คะแนน** สามารถกด *แลกคะแนน* เพื่อนำไปใช้แลกของที่ระลึกได้'],
    ['ปิดปรับปรุงระบบชั่วคราว', '> ระบบจะปิดปรับปรุงคืนวันเสาร์ เวลา 01:00–03:00 น.\n\nขออภัยในความไม่สะดวก'],
    ['ขอบคุณผู้นำบุญทุกท่าน', 'ยอดแชร์เดือนนี้ทะลุเป้าหมายแล้ว 🎉 **สาธุ**'],
    // A notice with an unsafe link: the site shows it as plain text (the e2e tests rely on it).
    [
      'ระวังลิงก์แปลกปลอม',
      'ลิงก์ในประกาศเปิดได้เฉพาะที่ปลอดภัย เช่น [ร้านของที่ระลึก](/coin)\n\nลิงก์แบบ [กดรับคะแนนฟรี](javascript:alert(document.cookie)) จะแสดงเป็นข้อความธรรมดา **ไม่ต้องกด**',
    ],
  ];
  await db.insert(s.notices).values(
    NOTICES.map(([topic, des], i) => {
      const at = dayTime(addDays(today, -50 + i * 9), 540);
      return {
        topic: topic!,
        des: des!,
        icon: ICONS[i % ICONS.length]!,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  const notiRows: Array<typeof s.notifications.$inferInsert> = [];
  for (let m = 1; m <= MEMBERS; m++)
    for (let k = 0; k < 3 + (m % 4); k++) {
      const at = dayTime(addDays(today, -k * 3 - 1), 600 + m);
      notiRows.push({
        userId: m,
        msg:
          k % 2 === 0
            ? `มีผู้กด <b>สาธุ</b> ให้โพสต์ของคุณ <a href="/p/${(m % POSTS) + 1}">ดูโพสต์</a>`
            : 'ได้รับคะแนนจากการแชร์ <b>+1</b> คะแนน',
        read: k > 1,
        createdAt: at,
        updatedAt: at,
      });
    }
  await chunked(notiRows, 500, (c) => db.insert(s.notifications).values(c));

  // ------------------------------------------------------------------ sharer and creator applications
  await db.insert(s.sharerSubs).values(
    memberRows.slice(13, 40).map((m, i) => ({
      userId: m.id!,
      name: m.name!,
      tel: `08${String(10000000 + i * 7919).slice(0, 8)}`,
      lineid: `line_${m.username}`,
      address: i % 3 ? `${i + 1} หมู่ ${i % 9} ต.คลองหลวง อ.คลองหลวง จ.ปทุมธานี 12120` : '',
    })),
  );
  await db.insert(s.creatorSubs).values([
    {
      userId: 40,
      name: memberRows[39]!.name!,
      tel: '0812345678',
      lineid: 'line_creator40',
      address: '99 ถ.พหลโยธิน กรุงเทพฯ 10400',
    },
  ]);

  // ------------------------------------------------------------------ products
  const PRODUCTS: Array<[string, number, number, number, number]> = [
    ['พวงกุญแจดอกบัว', 50, 200, 5, 0],
    ['สายรัดข้อมือธรรมะ', 80, 150, 3, 0],
    ['สมุดบันทึกความดี', 120, 80, 2, 0],
    ['แก้วน้ำผู้นำบุญ', 150, 60, 2, 0],
    ['ผ้าพันคอสีทอง', 200, 40, 1, 30],
    ['เสื้อยืดผู้นำบุญ', 300, 50, 2, 0],
    ['ถุงผ้ารักษ์โลก', 100, 120, 3, 0],
    ['ที่คั่นหนังสือธรรมะ', 30, 500, 10, 0],
    ['หนังสือสวดมนต์', 90, 100, 2, 0],
    ['เหรียญที่ระลึกรุ่นแรก', 500, 10, 1, 90],
    ['ปฏิทินธรรมะ', 60, 0, 2, 0],
    ['หมอนรองนั่งสมาธิ', 400, 20, 1, 60],
  ];
  const productIds: number[] = [];
  for (let i = 0; i < PRODUCTS.length; i++) {
    const [name, price, amount, limit, lockDays] = PRODUCTS[i]!;
    // No text on a souvenir's picture (see `demoSvg`).
    const m = await demoMedia(db, i + 5, 600, 600, '', 'product', null);
    const [p] = await db
      .insert(s.products)
      .values({
        name,
        price,
        amount,
        limit,
        lockDays,
        des: `${name} ของที่ระลึกสำหรับผู้นำบุญ ใช้ ${price} คะแนน`,
        photoId: m.id,
      })
      .returning({ id: s.products.id });
    productIds.push(p!.id);
  }

  // ------------------------------------------------------------------ clicks (shares), logs, wallet ledger
  type Entry = typeof s.walletEntries.$inferInsert;
  const bal = new Map<number, { cur: number; can: number; all: number }>();
  for (let m = 1; m <= MEMBERS; m++) bal.set(m, { cur: 0, can: 0, all: 0 });
  const entries: Entry[] = [];
  const record = (
    userId: number,
    kind: string,
    msg: string,
    at: Date,
    d: { cur?: number; can?: number; all?: number },
  ) => {
    const b = bal.get(userId)!;
    b.cur += d.cur ?? 0;
    b.can += d.can ?? 0;
    b.all += d.all ?? 0;
    const main = d.cur ?? d.can ?? d.all ?? 0;
    entries.push({
      userId,
      kind,
      msg,
      status: main >= 0 ? 'in' : 'out',
      amount: Math.abs(main),
      total: b.cur,
      currentDelta: d.cur ?? 0,
      canChangeDelta: d.can ?? 0,
      allTimeDelta: d.all ?? 0,
      canChangeTotal: b.can,
      allTimeTotal: b.all,
      createdAt: at,
      updatedAt: at,
    });
  };
  const start = addDays(today, -61);
  for (let m = 1; m <= MEMBERS; m++)
    record(m, 'grant', 'คะแนนต้อนรับผู้นำบุญ', dayTime(start, 480), { cur: 300 + ((m * 37) % 5) * 100 });

  const stock = new Map(PRODUCTS.map((p, i) => [productIds[i]!, p[2]]));
  // Orders (with order lines, stock taken, order limits for limited products).
  const placeOrder = async (i: number, plan: { day: string; user: number }) => {
    const pIdx = [i % PRODUCTS.length, (i * 5 + 2) % PRODUCTS.length].filter((x, j, a) => a.indexOf(x) === j);
    const lines = pIdx
      .map((x) => ({ productId: productIds[x]!, amount: 1, price: PRODUCTS[x]![1] }))
      .filter((l) => (stock.get(l.productId) ?? 0) > 0);
    const total = lines.reduce((a, l) => a + l.price * l.amount, 0);
    if (!lines.length || bal.get(plan.user)!.cur < total) return;
    const at = dayTime(plan.day, 800);
    const logistic = (['temple', 'coor', 'mail'] as const)[i % 3];
    const [o] = await db
      .insert(s.orders)
      .values({
        userId: plan.user,
        name: memberRows[plan.user - 1]!.name!,
        total,
        shipto: logistic === 'temple' ? '' : '123 หมู่ 4 ต.คลองสาม อ.คลองหลวง จ.ปทุมธานี 12120 โทร 0812345678',
        logistic,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: s.orders.id });
    await db.insert(s.orderLines).values(lines.map((l) => ({ orderId: o!.id, ...l })));
    for (const l of lines) {
      stock.set(l.productId, stock.get(l.productId)! - l.amount);
      const lock = PRODUCTS[productIds.indexOf(l.productId)]![4];
      if (lock > 0)
        await db
          .insert(s.orderLimits)
          .values({ userId: plan.user, productId: l.productId, unlockdate: addDays(plan.day, lock) });
    }
    record(plan.user, 'order', `แลกของที่ระลึก OrderNumber ${o!.id}`, at, { cur: -total });
  };
  const clickRows: Array<typeof s.clicks.$inferInsert> = [];
  const clickTotals = new Map<number, number>();
  const logRows: Array<typeof s.userLogs.$inferInsert> = [];
  let orders = 0;
  for (let d = 59; d >= 0; d--) {
    const day = addDays(today, -d);
    const perDay = rnd.int(25, 70);
    for (let k = 0; k < perDay; k++) {
      const sharer = rnd.int(2, MEMBERS);
      const maxPost = Math.max(1, Math.min(POSTS, Math.floor(((60 - d) * POSTS) / 60)));
      const post = postRows[rnd.int(0, maxPost - 1)]!;
      const minute = Math.min(1439, Math.floor((k * 1440) / perDay) + rnd.int(0, 10));
      const at = dayTime(day, minute);
      if (at.getTime() > now.getTime()) continue;
      clickRows.push({ postId: post.id!, sharerId: sharer, visitor: `demo-${d}-${k}`, day, createdAt: at });
      clickTotals.set(post.id!, (clickTotals.get(post.id!) ?? 0) + 1);
      record(sharer, 'share', `แชร์โพสต์ ${post.key}`, at, { can: POINTS_PER_SHARE, all: POINTS_PER_SHARE });
    }
    const active = new Set<number>();
    for (let k = rnd.int(8, 25); k > 0; k--) active.add(rnd.int(1, MEMBERS));
    for (const u of active) logRows.push({ userId: u, day, createdAt: dayTime(day, 480) });
    if (d % 6 === 3) await placeOrder(orders++, { day, user: rnd.int(2, MEMBERS) });
    // Swaps (domain's rule): members past the minimum swap now and then.
    if (d % 10 === 5)
      for (const [u, b] of bal) {
        const swap = planSwap(b.can);
        if (swap.ok && u % 2 === 0)
          record(u, 'swap', swap.message, dayTime(day, 1300), {
            cur: swap.movement.current,
            can: swap.movement.canChange,
            all: swap.movement.allTime,
          });
      }
  }
  await chunked(clickRows, 1000, (c) => db.insert(s.clicks).values(c).onConflictDoNothing());
  for (const [postId, total] of clickTotals)
    await db.execute(sql`update posts set click_total = ${total} where id = ${postId}`);
  await chunked(logRows, 1000, (c) => db.insert(s.userLogs).values(c).onConflictDoNothing());

  for (const [id, amount] of stock)
    await db.execute(sql`update products set amount = ${amount} where id = ${id}`);

  entries.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await chunked(entries, 500, (c) => db.insert(s.walletEntries).values(c));
  await db.insert(s.wallets).values(
    [...bal].map(([userId, b]) => ({
      userId,
      currentPoint: b.cur,
      canChangeTotal: b.can,
      allTimeTotal: b.all,
      updatedAt: now,
    })),
  );
  // The back office's records of the demo data (ADR 035): each order's history starts as placed,
  // and each souvenir's stock ledger with its current stock.
  await db.execute(
    sql`insert into order_events (order_id, status, created_at) select id, 'placed', created_at from orders`,
  );
  await db.execute(
    sql`insert into stock_entries (product_id, delta, stock, reason, created_at)
        select id, amount, amount, 'สต็อกเริ่มต้น', created_at from products`,
  );
  // The demo admin (member 45, after every other demo row so the rest of the data is unchanged):
  // with `staff`, like the staff member, so it exists only where the development sign-in does.
  if (opts.staff) {
    await db.insert(s.members).values({
      id: DEMO_ADMIN_ID,
      provider: 'dev',
      providerId: `demo-${DEMO_ADMIN_ID}`,
      email: 'admin@demo.lightbearers.test',
      username: 'demo_admin',
      name: 'ผู้ดูแลระบบ (admin)',
      at: 'demo_admin',
      type: 'sharer',
      role: 'admin',
      createdAt: dayTime(addDays(today, -90), 600),
      updatedAt: dayTime(addDays(today, -90), 600),
    });
    await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${DEMO_ADMIN_ID})`);
  }
  return true;
}

/** The demo admin's member id (seeded with `staff: true` only). */
export const DEMO_ADMIN_ID = 45;
