import { Flex } from '@radix-ui/themes';
import {
  ComparedPeriods,
  type CurrentStore,
  PeriodPicker,
  RefusedPeriodNotice,
  usePeriodToday,
} from '@storesearch/react';
import type { MessageKey } from '@storesearch/sdk';
import { type AddressPeriod, type Period, serialisePeriod } from '@storesearch/sdk/insights';
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
  return (
    <AnalyticsStoreGate titleKey={titleKey}>
      {(store) => (
        <PeriodBody store={store} path={path} search={search} namesCompared={namesCompared}>
          {children}
        </PeriodBody>
      )}
    </AnalyticsStoreGate>
  );
}

/** A period screen's body once its store is known: the address's period read on the store's today. */
function PeriodBody({
  store,
  path,
  search,
  namesCompared,
  children,
}: Omit<PeriodScreenProps, 'titleKey'> & { readonly store: CurrentStore }) {
  const shown = searchPeriod(search, usePeriodToday(store.timeZone));
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2">
        <AddressPeriodPicker path={path} search={search} shown={shown} timeZone={store.timeZone} />
        {namesCompared && <ComparedPeriods period={shown.period} timeZone={store.timeZone} />}
      </Flex>
      {children({ store, period: shown.period, timeZone: store.timeZone })}
    </Flex>
  );
}

/** Props of AddressPeriodPicker. */
export interface AddressPeriodPickerProps {
  /** The screen's path: choosing a period goes there with the new `?period=`. */
  path: string;
  /** The address's search parameters, as the route read them. */
  search: PeriodSearch;
  /** The period the address shows (`searchPeriod` on the store's today), and why its own is refused, if it is. */
  shown: AddressPeriod;
  /** The store's IANA time zone: a custom range may not end after its today. */
  timeZone: string | undefined;
  /** Pickers beside the period's (the scope of a report), on its line. */
  children?: ReactNode;
}

/**
 * The period picker of an address: shows its `?period=` (or the default) and writes the one chosen into it. A
 * `?period=` that cannot be shown (a shared link's, say) is named above it with the reason, until it is dismissed
 * (the address drops it) or another period is chosen; every period screen reads its address this way.
 */
export function AddressPeriodPicker({ path, search, shown, timeZone, children }: AddressPeriodPickerProps) {
  const navigate = useNavigate();
  const picker = (
    <PeriodPicker
      value={shown.period}
      timeZone={timeZone}
      onChange={(next) => void navigate({ to: path, search: { ...search, period: serialisePeriod(next) } })}
    />
  );
  return (
    <>
      {shown.refused && (
        <RefusedPeriodNotice
          refused={shown.refused}
          // Dismissed, the address keeps the default without naming it, in place of the refused one.
          onDismiss={() =>
            void navigate({ to: path, search: { ...search, period: undefined }, replace: true })
          }
        />
      )}
      {children === undefined ? (
        picker
      ) : (
        <Flex direction={{ initial: 'column', md: 'row' }} gap="3" wrap="wrap">
          {picker}
          {children}
        </Flex>
      )}
    </>
  );
}
