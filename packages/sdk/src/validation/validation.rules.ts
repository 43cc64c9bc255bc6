import type { MessageParams } from '../i18n/i18n.format';
import type { MessageKey } from '../i18n/messages';

/** One failed check: which form field, which catalogue message, and the message's parameters. */
export interface ValidationIssue<Field extends string = string> {
  /** The form field the message belongs under. */
  readonly field: Field;
  /** The catalogue key of the message to show. */
  readonly messageKey: MessageKey;
  /** Values for the message's placeholders, when it has any. */
  readonly params?: MessageParams;
}

/** The one result shape of every validator: the cleaned value, or every issue found. */
export type ValidationResult<Value, Field extends string = string> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly errors: readonly ValidationIssue<Field>[] };

/** Wraps a cleaned value as a successful validation. */
export function valid<Value>(value: Value): { readonly ok: true; readonly value: Value } {
  return { ok: true, value };
}

/** Wraps one or more issues as a failed validation. */
export function invalid<Field extends string>(
  errors: readonly ValidationIssue<Field>[],
): { readonly ok: false; readonly errors: readonly ValidationIssue<Field>[] } {
  return { ok: false, errors };
}

/** Parses a numeric form input ('' and non-numbers give NaN, unlike `Number('')`, which gives 0). */
export function toNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return input;
  if (input == null || input.trim() === '') return Number.NaN;
  return Number(input);
}

/** True when `value` is a whole multiple of `step` (within float noise), e.g. 0.3 for step 0.1. */
export function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 * Math.max(1, Math.abs(ratio));
}

// Dot-separated labels of ASCII letters, digits, hyphens and underscores; `new URL` already turns an
// internationalised name into this form (punycode) and lowercases it.
const HOST_NAME = /^[a-z\d_-]+(?:\.[a-z\d_-]+)*$/i;

/**
 * True when `hostname` (a parsed URL's `hostname`) is a plain host name or IPv4 address. Some URL parsers accept
 * a space or another character a host cannot hold and percent-encode it (`a b.com` → `a%20b.com`); this refuses
 * those in every engine.
 */
export function isHostName(hostname: string): boolean {
  return HOST_NAME.test(hostname);
}
