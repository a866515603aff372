/**
 * `createClient` — one ky instance for every call, the configuration every call reads, and the
 * one `request` helper that adds the bearer, validates the answer and maps errors.
 *
 * The client is a plain value, and every call is a separate function taking it
 * (`getFeedPage(client, …)`), so an app bundles only the calls it imports.
 */
import ky, { HTTPError, type KyInstance, TimeoutError } from 'ky';
import type * as z from 'zod/mini';
import { ApiError } from './errors';
import { type ImageResolver, imageResolver } from './normalise/common';
import { errorBodySchema } from './wire/strapi';

export interface ClientConfig {
  /** Origin (and optional path prefix) of the content service; calls go to `{baseUrl}/api/...`. */
  baseUrl: string;
  /** Base of the statistics service, e.g. `https://api.example/stats`. */
  statsUrl: string;
  /** Base of share links: `{shortLinkBase}/{key}/{userId}` and `{shortLinkBase}/post/{id}/{userId}`. */
  shortLinkBase: string;
  /** The signed-in member's JWT (from the stored login data), or null when signed out. */
  getToken?: () => string | null | undefined;
  /** Called when a call that carried a bearer is answered 401 (the session expired). */
  onUnauthorized?: (error: ApiError) => void;
  /** Where relative image paths point (default `baseUrl`). */
  imageBase?: string;
  /** Per-attempt time-out in ms (default 10 000). */
  timeout?: number;
  /** Retries of idempotent GETs on network errors and 408/429/5xx (default 2). Other methods never retry. */
  retries?: number;
  /** Delay before retry `n` in ms (default ky's back-off). */
  retryDelay?: (attempt: number) => number;
  /**
   * Validate every answer against its wire schema (default true, production included: see
   * docs/adr/013-response-validation.md). An answer that does not match is an `invalid-response` ApiError.
   */
  validate?: boolean;
  /** TikTok oEmbed endpoint (default `https://www.tiktok.com/oembed`). */
  tiktokOEmbedUrl?: string;
  /** Public gradients list (default uiGradients' `gradients.json`). */
  gradientsUrl?: string;
  /** Organisation directory service and its API key (sent as header `key`). */
  orgDirectory?: { url: string; key: string };
  /** The site's origin, for post links `/post/{id}/{userId}` (default: the page's origin, else `baseUrl`). */
  siteUrl?: string;
  /** A fetch implementation (tests, SSR). */
  fetch?: typeof fetch;
}

export interface Client {
  readonly http: KyInstance;
  readonly api: string;
  readonly stats: string;
  readonly shortLinkBase: string;
  readonly site: string;
  readonly img: ImageResolver;
  readonly validate: boolean;
  readonly config: Readonly<ClientConfig>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createClient(config: ClientConfig): Client {
  const http = ky.create({
    timeout: config.timeout ?? 10_000,
    retry: {
      limit: config.retries ?? 2,
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      ...(config.retryDelay ? { delay: config.retryDelay } : {}),
    },
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  return {
    http,
    api: `${trimSlash(config.baseUrl)}/api`,
    stats: trimSlash(config.statsUrl),
    shortLinkBase: trimSlash(config.shortLinkBase),
    site: trimSlash(config.siteUrl ?? (typeof location === 'undefined' ? config.baseUrl : location.origin)),
    img: imageResolver(config.imageBase ?? config.baseUrl),
    validate: config.validate ?? true,
    config,
  };
}

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'get' | 'post' | 'put' | 'delete';
  url: string;
  /** Query string without `?` (from `strapiQuery` or `URLSearchParams`). */
  query?: string;
  /** Send the session's bearer. */
  auth?: boolean;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  schema: S;
  /** The product's message for a failure of this call. */
  errorMessage: string;
}

/** Parses `data` with `schema` when the client validates, else trusts it. */
export function checked<S extends z.ZodMiniType>(
  client: Client,
  schema: S,
  data: unknown,
  ctx: string,
  message: string,
): z.infer<S> {
  if (!client.validate) return data as z.infer<S>;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ApiError(message, { kind: 'invalid-response', request: ctx, cause: result.error });
}

export async function request<S extends z.ZodMiniType>(
  client: Client,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const method = options.method ?? 'get';
  const url = options.query ? `${options.url}?${options.query}` : options.url;
  const ctx = `${method.toUpperCase()} ${url}`;
  const headers: Record<string, string> = { ...options.headers };
  const token = options.auth ? client.config.getToken?.() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let data: unknown;
  try {
    const response = await client.http(url, {
      method,
      headers,
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body ? { body: options.body } : {}),
    });
    data = await response.json();
  } catch (error) {
    throw toApiError(client, error, ctx, options.errorMessage, Boolean(token));
  }
  return checked(client, options.schema, data, ctx, options.errorMessage);
}

function toApiError(
  client: Client,
  error: unknown,
  ctx: string,
  message: string,
  hadToken: boolean,
): ApiError {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    // ky 2 reads the error body itself: `data` is the parsed JSON, the text of another content
    // type (a proxy's HTML page), or undefined — the schema keeps only the service's own shape.
    const parsed = errorBodySchema.safeParse(error.data);
    const apiError = new ApiError(message, {
      kind: 'http',
      status,
      serverName: parsed.success ? parsed.data.error.name : null,
      serverMessage: parsed.success ? parsed.data.error.message : null,
      request: ctx,
      cause: error,
    });
    if (status === 401 && hadToken) client.config.onUnauthorized?.(apiError);
    return apiError;
  }
  if (error instanceof TimeoutError)
    return new ApiError(message, { kind: 'timeout', request: ctx, cause: error });
  if (error instanceof SyntaxError)
    return new ApiError(message, { kind: 'invalid-response', request: ctx, cause: error });
  return new ApiError(message, { kind: 'network', request: ctx, cause: error });
}
