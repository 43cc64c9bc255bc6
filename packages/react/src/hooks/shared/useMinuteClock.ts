import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The time now (epoch milliseconds), brought up to date at the start of each minute while the component is
 * mounted: for what names a time of day to the minute, or a day, and must move on with the clock.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const nextMinute = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          nextMinute();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    nextMinute();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
