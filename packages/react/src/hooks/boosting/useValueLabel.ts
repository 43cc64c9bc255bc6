import { useCallback } from 'react';
import { valueLabelKey } from '../../format/tuning.labels';
import { useT } from '../shared/useT';

/** Shows a stored value as people read it: stock states and yes/no by name, other values as they are. */
export function useValueLabel(): (field: string, value: string) => string {
  const t = useT();
  return useCallback(
    (field: string, value: string) => {
      const key = valueLabelKey(field, value);
      return key ? t(key) : value;
    },
    [t],
  );
}
