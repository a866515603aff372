/**
 * Size limits on a multipart body checked while it streams in (ADR 023): the bytes pass through
 * unchanged to the real parser, but the stream fails as soon as one part grows past its limit, the
 * body past its total, or the parts past their number — before the rest is read or buffered.
 */

export type MultipartLimits = {
  /** Largest part (its headers included), bytes. */
  part: number;
  /** Largest body, bytes. */
  total: number;
  /** Most parts. */
  parts: number;
};

export type LimitBreach = 'part' | 'total' | 'parts';

/** The boundary of a `multipart/form-data` content type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]!) : null;
}

/**
 * Wraps `body` so it errors on the first limit it breaks; `breach()` then names which one. Parts
 * are counted between `--boundary` delimiters, found across chunk edges.
 */
export function limitMultipart(body: ReadableStream<Uint8Array>, boundary: string, limits: MultipartLimits) {
  const delimiter = Buffer.from(`--${boundary}`);
  let breach: LimitBreach | null = null;
  let seen = 0; // bytes before the current chunk
  let carry: Buffer = Buffer.alloc(0); // the last delimiter.length - 1 bytes already seen
  let partStart = 0; // where the current part began (after its delimiter)
  let delimiters = 0;
  const guard = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const buf = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk);
      const bufStart = seen - carry.length;
      for (let i = buf.indexOf(delimiter); i !== -1; i = buf.indexOf(delimiter, i + delimiter.length)) {
        const at = bufStart + i;
        if (at - partStart > limits.part) breach ??= 'part';
        partStart = at + delimiter.length;
        // The closing delimiter ends the last part: n parts have n + 1 delimiters.
        if (++delimiters > limits.parts + 1) breach ??= 'parts';
      }
      seen += chunk.length;
      if (seen - partStart > limits.part) breach ??= 'part';
      if (seen > limits.total) breach ??= 'total';
      if (breach) {
        controller.error(new Error(`multipart limit: ${breach}`));
        return;
      }
      carry = buf.subarray(Math.max(0, buf.length - (delimiter.length - 1)));
      controller.enqueue(chunk);
    },
  });
  return { stream: body.pipeThrough(guard), breach: () => breach };
}
