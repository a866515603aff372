import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'RateLimitError',
  500: 'InternalServerError',
  501: 'NotImplementedError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
};

/** Every error the service answers: `{ error: { status, name, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    readonly errorName?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, message, details);
export const unauthorized = (message = 'Missing or invalid credentials') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not Found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** The Thai message a blocked member reads (every sign-in and every signed-in request, ADR 035). */
export const BLOCKED_MESSAGE = 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อทีมงาน';
export const blocked = () => new ApiError(403, BLOCKED_MESSAGE, undefined, 'BlockedError');

/**
 * A domain check's field errors as a 400: the first message, and every field in `details.errors`
 * (the shape `jsonBody` gives to a body's issues).
 */
export function invalid(errors: Record<string, string>) {
  const list = Object.entries(errors).map(([field, message]) => ({ path: ['data', field], message }));
  return new ApiError(400, list[0]?.message ?? 'Invalid input', { errors: list });
}

export function errorBody(status: number, message: string, details?: unknown, name?: string) {
  return {
    data: null,
    error: {
      status,
      name: name ?? NAMES[status] ?? 'ApplicationError',
      message,
      ...(details === undefined ? {} : { details }),
    },
  };
}

export function sendError(c: Context, err: ApiError) {
  return c.json(errorBody(err.status, err.message, err.details, err.errorName), err.status);
}

/** The PostgreSQL SQLSTATE of a driver error (drizzle wraps it in `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  )
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** Database errors caused by the input (a value out of range, a duplicate) are client errors. */
export function fromDatabaseError(err: unknown): ApiError | null {
  const code = sqlState(err);
  if (!code) return null;
  if (code === '23505') return new ApiError(409, 'This already exists');
  if (code === '23503') return new ApiError(409, 'A referenced record does not exist (or is still in use)');
  if (code.startsWith('22')) return new ApiError(400, 'A value is out of range or malformed');
  // query_canceled: the statement ran past STATEMENT_TIMEOUT_MS (ADR 023). The service is busy, the
  // request was fine: 503, and the client may try again.
  if (code === '57014') return new ApiError(503, 'The request took too long; please try again shortly');
  return null;
}
