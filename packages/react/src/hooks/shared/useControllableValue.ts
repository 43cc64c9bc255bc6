import { useState } from 'react';

/**
 * A value its parent may own (given `value`, it shows that and reports changes to `onChange`, as a screen keeping
 * it in the address does) or, without one, keeps itself from `defaultValue`, reporting changes all the same.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [controlled ? value : own, set];
}
