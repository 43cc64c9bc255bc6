import { en, type MessageKey, type Messages } from './messages.en';

/** Values substituted for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Looks up `key` in `messages` (English by default) and fills its `{placeholders}` from `params`. */
export function formatMessage(key: MessageKey, params?: MessageParams, messages: Messages = en): string {
  const template = messages[key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
