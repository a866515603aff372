import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './auth.js';

const SECRET = 'test-secret-0123456789abcdef';
const NOW = 1_790_000_000; // seconds
const b64 = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
/** A token with any header and payload, signed with HMAC of `hash` (or left unsigned). */
function token(
  header: object,
  payload: object,
  hash: 'sha256' | 'sha384' | 'sha512' | null = 'sha256',
  secret = SECRET,
) {
  const input = `${b64(header)}.${b64(payload)}`;
  const sig = hash ? createHmac(hash, secret).update(input).digest('base64url') : '';
  return `${input}.${sig}`;
}
const good = { id: 7, iat: NOW - 60, exp: NOW + 3600 };

describe('HS256 bearer tokens, checked synchronously with node:crypto', () => {
  it('verifies its own tokens and the ones signed before (jose, same format)', () => {
    const t = signJwt(SECRET, 42);
    expect(verifyJwt(SECRET, t)).toBe(42);
    const [header, payload] = t
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256' });
    expect(payload.exp - payload.iat).toBe(30 * 24 * 3600);
    // Made by jose's SignJWT before the switch: members signed in then stay signed in.
    const fromJose =
      'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NywiaWF0IjoxNzkwMDAwMDAwLCJleHAiOjE3OTI1OTIwMDB9.4PPJ0P8yO2bu5pbcfdLBhbqrv8iiHnZ-C7jIdpY29_E';
    expect(verifyJwt(SECRET, fromJose, NOW + 10)).toBe(7);
    expect(verifyJwt(SECRET, token({ alg: 'HS256', typ: 'JWT' }, good), NOW)).toBe(7);
  });

  it("refuses alg none, other algorithms and another secret's signature", () => {
    expect(verifyJwt(SECRET, token({ alg: 'none' }, good, null), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'none' }, good, 'sha256'), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS384' }, good, 'sha384'), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS512' }, good, 'sha512'), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'RS256' }, good, 'sha256'), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'hs256' }, good, 'sha256'), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS256', crit: ['b64'], b64: false }, good), NOW)).toBeNull();
    expect(
      verifyJwt(SECRET, token({ alg: 'HS256' }, good, 'sha256', 'another-secret-0123456789'), NOW),
    ).toBeNull();
    // A header that names HS256 over a signature made with HS512 (jose-made).
    const hs512 =
      'eyJhbGciOiJIUzUxMiJ9.eyJpZCI6NywiaWF0IjoxNzkwMDAwMDAwLCJleHAiOjE3OTI1OTIwMDB9.3P9y0l6A774rd217f8REAPuj4XQRUVUJaOTvNbis3CftU0w8BpdzGgOCWmeGZ6XvXf2nQsjoBAjbmSK7bRgO2w';
    expect(verifyJwt(SECRET, hs512, NOW)).toBeNull();
    const [, p, s] = hs512.split('.');
    expect(verifyJwt(SECRET, `${b64({ alg: 'HS256' })}.${p}.${s}`, NOW)).toBeNull();
  });

  it('refuses a tampered payload or signature', () => {
    const t = token({ alg: 'HS256' }, good);
    const [h, , s] = t.split('.');
    expect(verifyJwt(SECRET, `${h}.${b64({ ...good, id: 1 })}.${s}`, NOW)).toBeNull();
    const flipped = `${s![0] === 'A' ? 'B' : 'A'}${s!.slice(1)}`;
    expect(verifyJwt(SECRET, `${h}.${t.split('.')[1]}.${flipped}`, NOW)).toBeNull();
    expect(verifyJwt(SECRET, `${t}=`, NOW)).toBeNull();
    expect(verifyJwt(SECRET, `${h}.${t.split('.')[1]}.`, NOW)).toBeNull();
  });

  it('refuses expired, not-yet-valid and malformed tokens', () => {
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { ...good, exp: NOW }), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { ...good, exp: NOW - 1 }), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { ...good, exp: NOW + 1 }), NOW)).toBe(7);
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { id: 7, iat: NOW }), NOW)).toBeNull(); // no exp
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { ...good, exp: String(NOW + 60) }), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { ...good, nbf: NOW + 60 }), NOW)).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { ...good, nbf: NOW }), NOW)).toBe(7);
    for (const id of ['7', 7.5, -1, 0, null, undefined])
      expect(verifyJwt(SECRET, token({ alg: 'HS256' }, { ...good, id }), NOW), String(id)).toBeNull();
    for (const bad of ['', 'a', 'a.b', 'a.b.c.d', '...', '%%.%%.%%', `${b64('[1]')}.${b64(good)}.x`])
      expect(verifyJwt(SECRET, bad, NOW), bad).toBeNull();
    expect(verifyJwt(SECRET, token({ alg: 'HS256' }, [good]), NOW)).toBeNull();
    expect(verifyJwt(SECRET, `${'a'.repeat(5000)}.${b64(good)}.x`, NOW)).toBeNull();
  });
});
