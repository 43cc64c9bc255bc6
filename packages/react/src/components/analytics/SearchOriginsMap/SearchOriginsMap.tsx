import { formatNumber } from '@storesearch/sdk';
import type { SearchOrigin } from '@storesearch/sdk/analytics';
import { ChartDataTable } from '../../../charts/ChartDataTable';
import { ChartFrame } from '../../../charts/ChartFrame';
import { CHART_PALETTE } from '../../../charts/chart.palette';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { MAP_HEIGHT, MAP_WIDTH, projectPoint, worldPath } from './world.outline';

/** Largest point radius, in map units (degrees), for the busiest place. */
const MAX_RADIUS = 6;

/** Smallest point radius, so a single search stays visible. */
const MIN_RADIUS = 1.5;

/** The outline's path data, computed once. */
const LAND = worldPath();

/** Props of SearchOriginsMap. */
export interface SearchOriginsMapProps {
  /** Places searches came from; absent while loading. */
  origins: readonly SearchOrigin[] | undefined;
  /** Shows a placeholder while loading. */
  loading?: boolean;
  /** A failure to show instead of the map. */
  error?: unknown;
  /** Runs the failed call again; offered as Retry next to the failure. */
  onRetry?: (() => void) | undefined;
}

/**
 * Where searches come from: a point per place on a bundled world outline (no tile server, works offline), its
 * area growing with the number of searches; the places and counts as a data table.
 */
export function SearchOriginsMap({ origins, loading = false, error, onRetry }: SearchOriginsMapProps) {
  const t = useT();
  const locale = useLocale();
  const places = origins ?? [];
  const busiest = Math.max(1, ...places.map((place) => place.count));
  const label = (place: SearchOrigin) => `${place.city}, ${place.country}`;
  return (
    <ChartFrame
      title={t('searchOrigins')}
      height={220}
      loading={loading || origins === undefined}
      empty={places.length === 0}
      emptyText={t('searchOriginsEmpty')}
      error={error}
      onRetry={onRetry}
      table={
        <ChartDataTable
          caption={t('searchOrigins')}
          columns={[t('columnPlace'), t('columnCount')]}
          rows={places.map((place) => [label(place), formatNumber(place.count, locale)])}
          csvRows={places.map((place) => [label(place), place.count])}
        />
      }
      plot={
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          width="100%"
          height="100%"
          preserveAspectRatio="xMidYMid meet"
          data-map="search-origins"
        >
          <title>{t('searchOrigins')}</title>
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="var(--blue-a2)" rx="4" />
          <path d={LAND} fill="var(--gray-a5)" stroke="var(--gray-a7)" strokeWidth="0.3" />
          {places.map((place) => {
            const { x, y } = projectPoint(place.lon, place.lat);
            const radius = Math.max(MIN_RADIUS, MAX_RADIUS * Math.sqrt(place.count / busiest));
            return (
              <circle
                key={label(place)}
                data-place={label(place)}
                cx={x}
                cy={y}
                r={radius}
                fill={CHART_PALETTE[0]}
                fillOpacity={0.6}
                stroke={CHART_PALETTE[0]}
                strokeWidth="0.4"
              >
                <title>{t('searchesAtPlace', { place: label(place), count: place.count })}</title>
              </circle>
            );
          })}
        </svg>
      }
    />
  );
}
