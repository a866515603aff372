import type { Profile } from './plain';

/**
 * Typed errors. `message` is always one of the product's messages (§8) so an app can show it as is;
 * what the service said is kept in `serverMessage` for logs.
 */

/** The product's messages (§8), in one place. */
export const ERROR_MESSAGES = {
  generic: 'เกิดข้อผิดพลาดบางอย่าง',
  profileUpdate: 'not 200',
  stat: 'cannot get Stat',
  badge: 'cannot get badge',
  userData: 'cannot get userData',
  sharerSubs: 'cannot get sharer_subs',
  badgeUser: 'cannot get badge-user',
  userProfile: 'cannot get userProfile',
  lineLogin: 'Cannot login Line',
  creatorSub: 'Cannot sub creator',
  handleTaken: 'handle-taken',
} as const;
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;
export type ErrorMessage = (typeof ERROR_MESSAGES)[ErrorMessageKey];

/** Why the call failed. */
export type ApiErrorKind =
  /** The service answered a status ≥ 400. */
  | 'http'
  /** No answer (offline, DNS, refused). */
  | 'network'
  /** No answer within the time-out. */
  | 'timeout'
  /** An answer that does not match the wire schema. */
  | 'invalid-response';

export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when there was no answer. */
  readonly status: number | null;
  /** `error.name` of the service's error body (e.g. `ForbiddenError`), when there was one. */
  readonly serverName: string | null;
  /** `error.message` of the service's error body, for logs. */
  readonly serverMessage: string | null;
  /** `METHOD url` of the failed call. */
  readonly request: string;

  constructor(
    message: string,
    init: {
      kind: ApiErrorKind;
      status?: number | null;
      serverName?: string | null;
      serverMessage?: string | null;
      request: string;
      cause?: unknown;
    },
  ) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.serverName = init.serverName ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.request = init.request;
  }

  /** 401: the session is missing or expired. */
  get unauthorized(): boolean {
    return this.status === 401;
  }
  /** 404: the resource does not exist (the apps redirect to /404 or /all/other). */
  get notFound(): boolean {
    return this.status === 404;
  }
}

/**
 * `updateProfile` with a handle another member already has (409): the name and bio were saved,
 * the handle was not; the app shows the handle-taken modal.
 */
export class HandleTakenError extends ApiError {
  override readonly name = 'HandleTakenError';
  /** The handle that was refused (without `@`). */
  readonly handle: string;
  /** The profile as saved without the handle (name, bio and the rest were sent again). */
  readonly profile: Profile;
  constructor(handle: string, init: ConstructorParameters<typeof ApiError>[1] & { profile: Profile }) {
    super(ERROR_MESSAGES.handleTaken, init);
    this.handle = handle;
    this.profile = init.profile;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
