/**
 * What validating answers with the wire schemas costs, next to what the client does anyway
 * (JSON.parse of the body, normalising into plain objects). Payloads are built with the testing
 * factories at the product's page sizes, with image URLs shortened to service paths so the byte sizes
 * look like the real service's. Prints medians over many runs (this machine is noisy).
 *
 *   pnpm --filter @lightbearers/api-client bench:validation
 */
import { imageResolver, toPage } from '../src/normalise/common';
import { toPost } from '../src/normalise/post';
import { toProfile } from '../src/normalise/profile';
import { createMockDb } from '../src/testing/db';
import { wirePost } from '../src/testing/factories';
import { postListSchema, type WirePostList } from '../src/wire/post';
import { profileListSchema, type WireProfileList } from '../src/wire/profile';
import { topClickSchema } from '../src/wire/stats';

const img = imageResolver('https://api.example');
const db = createMockDb({ members: 120, posts: 120 });
const shorten = (value: unknown) =>
  JSON.stringify(value).replace(
    /data:image\/svg\+xml;charset=utf-8,[^"]+/g,
    () => '/uploads/small_4f9c2e1a7b3d5c60.jpg',
  );

function page<T>(data: T[], pageSize: number) {
  return { data, meta: { pagination: { page: 1, pageSize, pageCount: 9, total: 9 * pageSize } } };
}

const posts = (n: number) =>
  page(
    Array.from({ length: n }, (_, i) => wirePost(i + 1, {}, { members: 120 })),
    n,
  );

interface Case {
  name: string;
  text: string;
  validate: (data: unknown) => unknown;
  normalise: (data: never) => unknown;
}

const cases: Case[] = [
  {
    name: 'feed page (5 posts)',
    text: shorten(posts(5)),
    validate: (d) => postListSchema.parse(d),
    normalise: (d: WirePostList) => toPage(d, (e) => toPost(e, img)),
  },
  {
    name: 'YouTube page (20 posts)',
    text: shorten(posts(20)),
    validate: (d) => postListSchema.parse(d),
    normalise: (d: WirePostList) => toPage(d, (e) => toPost(e, img)),
  },
  {
    name: '100 posts',
    text: shorten(posts(100)),
    validate: (d) => postListSchema.parse(d),
    normalise: (d: WirePostList) => toPage(d, (e) => toPost(e, img)),
  },
  {
    name: 'export page (100 profiles)',
    text: shorten(page(db.profiles.slice(0, 100), 100)),
    validate: (d) => profileListSchema.parse(d),
    normalise: (d: WireProfileList) => toPage(d, (e) => toProfile(e, img)),
  },
  {
    name: 'top clicks (40 rows)',
    text: JSON.stringify({
      data: db.posts.slice(0, 40).map((p, i) => ({
        id: p.id,
        type: p.attributes.type,
        des: p.attributes.des,
        sum_total: 400 - i,
        key: p.attributes.key,
        uid: p.attributes.uid,
      })),
    }),
    validate: (d) => topClickSchema.parse(d),
    normalise: (d: { data: unknown[] }) => d.data.map((r) => ({ ...(r as object) })),
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Median µs of `fn` over `rounds` rounds of `inner` calls each, after a warm-up. */
function time(fn: () => unknown, rounds = 41, inner = 50): number {
  for (let i = 0; i < 200; i++) fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < inner; i++) fn();
    samples.push(((performance.now() - start) * 1000) / inner);
  }
  return median(samples);
}

const header = [
  'payload',
  'bytes',
  'JSON.parse µs',
  'normalise µs',
  'validate µs',
  'validate / (parse + normalise)',
];
const rows = cases.map((c) => {
  const data = JSON.parse(c.text);
  c.validate(data); // throws if the payload does not match: the figures are for valid answers
  const parse = time(() => JSON.parse(c.text));
  const normalise = time(() => c.normalise(JSON.parse(c.text) as never)) - parse;
  const validate = time(() => c.validate(data));
  return [
    c.name,
    Buffer.byteLength(c.text).toLocaleString('en'),
    parse.toFixed(1),
    Math.max(normalise, 0).toFixed(1),
    validate.toFixed(1),
    `${(validate / (parse + Math.max(normalise, 0))).toFixed(2)}×`,
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
    .join('  ');
console.log(`Node ${process.version}, ${process.arch}`);
console.log(line(header));
for (const row of rows) console.log(line(row as string[]));
