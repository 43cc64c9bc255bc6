import { formatTemplate, type MessageParams } from '../i18n/i18n.format';
import type { MessageKey, Messages } from '../i18n/messages';
import { coreMessages } from '../i18n/messages.core';

/** A message from `messages` when given, else the SDK's own English text (the key itself as a last resort). */
function message(key: MessageKey, params?: MessageParams, messages?: Partial<Messages>): string {
  const template = messages?.[key] ?? (coreMessages as Partial<Record<MessageKey, string>>)[key] ?? key;
  return params ? formatTemplate(template, params) : template;
}

/** What went wrong with a call (spec section 8). */
export type StoreSearchErrorKind =
  | 'rateLimited'
  | 'http'
  | 'network'
  | 'invalidResponse'
  | 'invalidArgument'
  | 'timeout';

/** The fields each kind guarantees, so `isStoreSearchError(e, kind)` narrows them. */
export type StoreSearchErrorFields =
  | { readonly kind: 'rateLimited'; readonly status: 429; readonly retryAfterSeconds: number | undefined }
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly serverMessage: string | undefined;
      readonly details: unknown;
    }
  | { readonly kind: 'network' }
  | {
      readonly kind: 'invalidResponse';
      readonly endpoint: string;
      readonly issue: string;
      readonly status: number;
    }
  | { readonly kind: 'invalidArgument'; readonly endpoint: string; readonly issue: string }
  | { readonly kind: 'timeout'; readonly endpoint: string; readonly timeoutMs: number };

/** Everything needed to build a StoreSearchError. */
export interface StoreSearchErrorInit {
  /** What went wrong. */
  kind: StoreSearchErrorKind;
  /** Catalogue key of the user-facing message. */
  messageKey: MessageKey;
  /** Values for the message's placeholders. */
  params?: MessageParams;
  /** The server's own error text; when present it is the message shown. */
  serverMessage?: string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Extra information from the error body (e.g. `possibleReasons`). */
  details?: unknown;
  /** `METHOD /path (operationId)` of the failing call. */
  endpoint?: string;
  /** The first schema issue, for invalid responses and arguments. */
  issue?: string;
  /** The time limit a timed-out call ran into, in ms. */
  timeoutMs?: number;
  /** Seconds to wait, from Retry-After. */
  retryAfterSeconds?: number;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * Brand shared by every copy of the class: each CommonJS entry point bundles its own copy, so
 * `instanceof` and `isStoreSearchError` recognise the brand rather than one class object.
 */
const BRAND = Symbol.for('@storesearch/sdk/StoreSearchError');

/**
 * The one error every SDK call throws. `message` is English (the server's text when it sent one);
 * translate with `formatMessage(error.messageKey, error.params, messages)` when `serverMessage` is absent.
 */
export class StoreSearchError extends Error {
  override readonly name = 'StoreSearchError';
  /** What went wrong. */
  readonly kind: StoreSearchErrorKind;
  /** Catalogue key of the message, for translation. */
  readonly messageKey: MessageKey;
  /** Values for the message's placeholders. */
  readonly params: MessageParams;
  /** The server's error text, when it sent one. */
  readonly serverMessage: string | undefined;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** Extra information from the error body, e.g. `{ possibleReasons: [...] }`. */
  readonly details: unknown;
  /** The failing call, as `METHOD /path (operationId)`. */
  readonly endpoint: string | undefined;
  /** The first schema issue of an invalid response or argument. */
  readonly issue: string | undefined;
  /** The time limit a timed-out call ran into, in ms. */
  readonly timeoutMs: number | undefined;
  /** Seconds to wait before retrying, from Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  /** Builds the error; the message comes from the server text or the catalogue. */
  constructor(init: StoreSearchErrorInit) {
    const params = init.params ?? {};
    super(init.serverMessage ?? message(init.messageKey, params), { cause: init.cause });
    this.kind = init.kind;
    this.messageKey = init.messageKey;
    this.params = params;
    this.serverMessage = init.serverMessage;
    this.status = init.status;
    this.details = init.details;
    this.endpoint = init.endpoint;
    this.issue = init.issue;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.timeoutMs = init.timeoutMs;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** True for any branded StoreSearchError, whichever bundled copy of the class made it. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // A subclass keeps the ordinary prototype check.
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class `instanceof` asked about, maybe a subclass
    if (this !== StoreSearchError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}

/** A StoreSearchError of one kind, with that kind's fields guaranteed. */
export type StoreSearchErrorOf<K extends StoreSearchErrorKind> = StoreSearchError &
  Extract<StoreSearchErrorFields, { kind: K }>;

/** True when `error` is a StoreSearchError (of `kind`, when given). */
export function isStoreSearchError<K extends StoreSearchErrorKind = StoreSearchErrorKind>(
  error: unknown,
  kind?: K,
): error is StoreSearchErrorOf<K> {
  return error instanceof StoreSearchError && (kind === undefined || error.kind === kind);
}

const MINUTE = 60;
const HOUR = 3600;

/**
 * The longest wait read from Retry-After: one day. A server asking for more is misconfigured, and a
 * longer figure would only tell the user to come back in years.
 */
export const MAX_RETRY_AFTER_SECONDS = 24 * HOUR;

/** The three HTTP-date forms (RFC 9110 section 5.6.7) all start with a day name. */
const HTTP_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? +\S/;

/**
 * Seconds to wait, from a Retry-After value in seconds (digits only) or as an HTTP date, capped at
 * MAX_RETRY_AFTER_SECONDS; undefined when absent or not one of those forms (`-5`, `1.5`, `soon`).
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed), MAX_RETRY_AFTER_SECONDS);
  if (!HTTP_DATE.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, Math.round((date - now) / 1000)), MAX_RETRY_AFTER_SECONDS);
}

/** A wait as readable English ("45 seconds", "2 minutes", "1 hour"), rounded to its largest unit. */
export function formatWait(seconds: number, locale = 'en'): string {
  const [amount, unit] =
    seconds < MINUTE
      ? [Math.max(1, Math.round(seconds)), 'second']
      : seconds < HOUR
        ? [Math.round(seconds / MINUTE), 'minute']
        : [Math.round(seconds / HOUR), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** The 429 error: the wait from Retry-After, else the catalogue's default wait. */
export function rateLimitedError(retryAfterSeconds: number | undefined, endpoint: string): StoreSearchError {
  const retryAfter =
    retryAfterSeconds === undefined ? message('rateLimitedDefaultWait') : formatWait(retryAfterSeconds);
  return new StoreSearchError({
    kind: 'rateLimited',
    messageKey: 'rateLimited',
    params: { retryAfter },
    status: 429,
    endpoint,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
}

/** Options of `formatStoreSearchError`. */
export interface FormatErrorOptions {
  /** The catalogue to translate with; English when omitted. */
  messages?: Messages;
  /** BCP 47 locale for the rate-limit wait ("2 Minuten"); English when omitted. */
  locale?: string;
}

/**
 * The error's message in the given catalogue and locale: the server's own text when it sent one,
 * else the catalogue entry, with a rate-limit wait formatted in the locale.
 */
export function formatStoreSearchError(error: StoreSearchError, options: FormatErrorOptions = {}): string {
  const { messages, locale } = options;
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === 'rateLimited') {
    const retryAfter =
      error.retryAfterSeconds === undefined
        ? message('rateLimitedDefaultWait', undefined, messages)
        : formatWait(error.retryAfterSeconds, locale);
    return message('rateLimited', { retryAfter }, messages);
  }
  return message(error.messageKey, error.params, messages);
}
