import { Flex } from '@radix-ui/themes';
import { ComparedPeriods, type CurrentStore, PeriodPicker } from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import { type Period, serialisePeriod } from '@storesearch/sdk/insights';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type PeriodSearch, searchPeriod } from '../../routes/periodSearch.schema';
import { AnalyticsStoreGate } from './AnalyticsStoreGate';

/** What a screen's body reports on: the selected store, the period and the store's time zone. */
export interface PeriodView {
  readonly store: CurrentStore;
  readonly period: Period;
  /** The store's IANA time zone, when the API names it; the period's days are counted in it. */
  readonly timeZone: string | undefined;
}

/** Props of PeriodScreen. */
export interface PeriodScreenProps {
  /** The page's title key. */
  titleKey: MessageKey;
  /** The screen's path: choosing a period goes there with the new `?period=`. */
  path: string;
  /** The address's search parameters, as the route read them. */
  search: PeriodSearch;
  /**
   * Names under the picker the days the screen's changes compare (the period's and the previous period's); off
   * for a screen that names them itself.
   */
  namesCompared?: boolean;
  /** The page body. */
  children: (view: PeriodView) => ReactNode;
}

/**
 * An analytics page that reports on a period: the store frame (title, selected store, its states) with the
 * period picker and the days compared above the body. The period is the address's `?period=`, so a reload or a
 * shared link shows the same one; choosing another keeps the address's other parameters.
 */
export function PeriodScreen({ titleKey, path, search, namesCompared = true, children }: PeriodScreenProps) {
  const period = searchPeriod(search);
  return (
    <AnalyticsStoreGate titleKey={titleKey}>
      {(store) => (
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="2">
            <AddressPeriodPicker path={path} search={search} />
            {namesCompared && <ComparedPeriods period={period} timeZone={store.timeZone} />}
          </Flex>
          {children({ store, period, timeZone: store.timeZone })}
        </Flex>
      )}
    </AnalyticsStoreGate>
  );
}

/** Props of AddressPeriodPicker. */
export interface AddressPeriodPickerProps {
  /** The screen's path: choosing a period goes there with the new `?period=`. */
  path: string;
  /** The address's search parameters, as the route read them. */
  search: PeriodSearch;
}

/** The period picker of an address: shows its `?period=` (or the default) and writes the one chosen into it. */
export function AddressPeriodPicker({ path, search }: AddressPeriodPickerProps) {
  const navigate = useNavigate();
  const period = searchPeriod(search);
  return (
    <PeriodPicker
      // A new address (back, forward, a link) shows its own period, not the picker's last draft.
      key={serialisePeriod(period)}
      value={period}
      onChange={(next) => void navigate({ to: path, search: { ...search, period: serialisePeriod(next) } })}
    />
  );
}
