import { Hono } from 'hono';
import { type AppEnv, type Ctx, dbOf, deps, requireUser } from '../context.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import { imageWork } from '../image-work.js';
import { checkImage, encodeImage } from '../media.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { limitMultipart, multipartBoundary } from '../multipart-limit.js';
import { mediaFile, saveImage } from '../services/uploads.js';
import { mediaRes } from '../strapi/resources.js';
import { parseShortLink } from '../tiktok.js';

/** Most images per upload request. */
const MAX_FILES = 4;
/** Room for a multipart part's own headers (name, filename, type) beyond the image's bytes. */
const PART_HEADROOM = 16 * 1024;

/** `POST /api/upload`: a signed-in member's images (multipart field `files`, at most four). */
export const upload = new Hono<AppEnv>();

upload.post('/', rateLimit('upload'), async (c) => {
  const me = requireUser(c);
  const limit = deps(c).config.uploadLimit;
  // Image work waits in one queue (ADR 020): when it is long, say so before reading the body.
  const busy = (count: number) => {
    c.header('Retry-After', String(imageWork.retryAfter(count)));
    return new ApiError(503, 'The service is busy with other images; try again in a moment');
  };
  if (!imageWork.fits(1)) throw busy(1);
  // Up to MAX_FILES images of `limit` bytes, each part with a little room for its headers, and a
  // few small form fields besides.
  const limits = {
    part: limit + PART_HEADROOM,
    total: (limit + PART_HEADROOM) * MAX_FILES + 64 * 1024,
    parts: MAX_FILES + 4,
  };
  const tooLarge = () => new ApiError(413, `The upload is larger than ${limit} bytes`);
  const len = Number(c.req.header('content-length') ?? 0);
  if (len > limits.total) throw tooLarge();
  const boundary = multipartBoundary(c.req.header('content-type') ?? '');
  if (!boundary || !c.req.raw.body)
    throw badRequest('Send the image as multipart/form-data in the field "files"');
  // The limits are checked while the body streams in: a body over them stops being read at the
  // first byte too many, before it is ever buffered whole (ADR 023).
  const limited = limitMultipart(c.req.raw.body, boundary, limits);
  let form: FormData;
  try {
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: c.req.raw.headers,
      body: limited.stream,
      duplex: 'half',
    };
    form = await new Request(c.req.raw.url, init).formData();
  } catch {
    const breach = limited.breach();
    if (breach === 'parts') throw badRequest(`Too many form fields: at most ${MAX_FILES} files per request`);
    if (breach) throw tooLarge();
    throw badRequest('The multipart body cannot be read');
  }
  const files = form.getAll('files').filter((f) => typeof f !== 'string') as unknown as Array<
    Blob & { name?: string }
  >;
  if (!files.length) throw badRequest('No file in the field "files"');
  if (files.length > MAX_FILES) throw badRequest(`At most ${MAX_FILES} files per request`);
  for (const f of files)
    if (f.size > limit)
      throw new ApiError(413, `${f.name} is larger than ${Math.round(limit / 1024 / 1024)} MB`);
  // Type and pixel limits from each header first (a refused image never takes a place in the
  // queue), then every image takes its place at once, in order, or none does.
  const checked = await Promise.all(files.map(async (f) => checkImage(Buffer.from(await f.arrayBuffer()))));
  if (!imageWork.fits(checked.length)) throw busy(checked.length);
  const encoded = await Promise.all(
    checked.map((img, i) => encodeImage(img, files[i]!.name || 'image', true, (fn) => imageWork.run(fn))),
  );
  const out = [];
  for (const img of encoded) {
    const row = await saveImage(dbOf(c), img, me.id);
    out.push({ id: row.id, ...mediaRes.attrs(row as never) });
  }
  return c.json(out);
});

/** `GET /uploads/{fname}`: a stored image file, cached for a year (its name is its content's hash). */
export const uploads = new Hono<AppEnv>();

uploads.get('/:fname', async (c) => {
  const fname = c.req.param('fname');
  if (!/^[\w.-]{1,120}$/.test(fname)) throw notFound();
  const file = await mediaFile(dbOf(c), fname);
  if (!file) throw notFound('No such file');
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.mime,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
});

/** Downloads one of the service's own images (`fname` = its /uploads/... path or a URL to it). */
const download = async (c: Ctx) => {
  const raw = c.req.query('fname');
  if (!raw) throw badRequest('fname is required');
  let path: string;
  try {
    path = new URL(raw, 'http://self').pathname;
  } catch {
    throw badRequest('fname is not a URL or path');
  }
  const m = /^\/uploads\/([\w.-]{1,120})$/.exec(path);
  if (!m) throw badRequest("Only the service's own images (/uploads/...) can be downloaded");
  const file = await mediaFile(dbOf(c), m[1]!);
  if (!file) throw notFound('No such file');
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.mime,
    'content-disposition': `attachment; filename="${m[1]}"`,
    'x-content-type-options': 'nosniff',
  });
};

/** `GET /file?fname=`, mounted at `/api/download` and `/download`: an image as an attachment. */
export const downloads = new Hono<AppEnv>();

downloads.get('/file', (c) => download(c));

/**
 * `GET /api/tiktok?url=`: resolves a TikTok short link (ADR 020): parsed once with URL, https
 * TikTok short links only, every redirect checked by the resolver; any failure is one generic 502.
 */
export const tiktokLinks = new Hono<AppEnv>();

tiktokLinks.get('/', rateLimit('tiktok'), async (c) => {
  const raw = c.req.query('url');
  if (!raw) throw badRequest('url is required');
  const link = parseShortLink(raw);
  if (!link)
    throw badRequest(
      'url must be an https TikTok short link (https://vm.tiktok.com/…, https://vt.tiktok.com/… or https://www.tiktok.com/t/…)',
    );
  let url: string;
  try {
    url = await deps(c).resolveTikTok(link.href);
  } catch {
    throw new ApiError(502, 'Cannot resolve the TikTok link');
  }
  return c.json({ url });
});
