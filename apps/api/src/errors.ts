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
