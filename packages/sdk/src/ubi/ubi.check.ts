import type { UbiEvent } from './ubi.schema';

// Rules answer truthy or falsy (not strictly booleans): it keeps them, and the collector, small.
const isText = (v: unknown) => typeof v === 'string';
const orNull = (v: unknown) => v === null || isText(v);
const text = (v: unknown) => orNull(v) && v;
// A scalar or a list of strings. `v === !!v` holds for booleans only.
const value = (v: unknown) =>
  orNull(v) || v === !!v || Number.isFinite(v) || (Array.isArray(v) && v.every(isText));
// A plain object only (as zod's record): a Date, array or class instance is not a details map.
const details = (v: unknown) => {
  // A primitive gets its wrapper's prototype (String.prototype...), so only objects pass; falsy values get 0.
  const proto = v ? Object.getPrototypeOf(v) : 0;
  return (proto === null || proto === Object.prototype) && Object.values(v as object).every(value);
};
// Round-tripping through Date accepts exactly what toISOString writes (4-digit year, ms, Z) and rejects
// impossible dates such as 02-30 that a pattern alone lets through. Only a string may reach Date:
// some objects (a null prototype) throw on conversion.
const isoUtc = (v: unknown) => isText(v) && new Date(v).toJSON() === v && v.length === 24;

const rules: Readonly<Record<keyof UbiEvent, (value: unknown) => unknown>> = {
  event_id: text,
  event_name: text,
  event_details: details,
  timestamp: isoUtc,
  session_id: text,
  user_id: orNull,
  vendor_id: orNull,
  store_id: orNull,
  platform: text,
};

/**
 * The first field of `event` that `ubiEventSchema` would refuse, or undefined when it is valid.
 * A hand-written mirror of the schema: zod/mini alone would outweigh the collector's 1.7 kB budget;
 * a property test keeps the two in agreement.
 */
export function checkUbiEvent(event: unknown): keyof UbiEvent | undefined {
  return (Object.keys(rules) as (keyof UbiEvent)[]).find(
    (field) => !rules[field]((event as Record<string, unknown> | null)?.[field]),
  );
}
