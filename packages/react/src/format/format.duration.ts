const SECONDS_PER_MINUTE = 60;

/**
 * A duration as minutes and seconds in the locale's narrow units ("2m 5s", "2 Min. 5 s"): the spec
 * shows sync durations this way. Null when either end is missing or unreadable (a run still going).
 */
export function formatMinutesSeconds(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: string,
): string | null {
  if (!start || !end) return null;
  const ms = Date.parse(end) - Date.parse(start);
  if (Number.isNaN(ms)) return null;
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / SECONDS_PER_MINUTE);
  const seconds = total % SECONDS_PER_MINUTE;
  const unit = (name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' });
  const secondsText = unit('second').format(seconds);
  return minutes > 0 ? `${unit('minute').format(minutes)} ${secondsText}` : secondsText;
}
