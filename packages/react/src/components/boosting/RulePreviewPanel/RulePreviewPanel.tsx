import { Box, Card, Skeleton, Text } from '@radix-ui/themes';
import type { RulePreview } from '@storesearch/sdk/boosting';
import type { ProductAttributes } from '@storesearch/sdk/products';
import { useMemo } from 'react';
import { useConditionText } from '../../../hooks/boosting/useConditionText';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Props of RulePreviewPanel. */
export interface RulePreviewPanelProps {
  /** Count and sample; null while the rule has no real condition; undefined while loading. */
  preview: RulePreview<ProductAttributes> | null | undefined;
  /** True while the store's products load. */
  loading?: boolean;
  /** Why the products could not be loaded. */
  error?: unknown;
}

/**
 * How many of the store's products the rule being edited matches, with a few of them and the conditions
 * each one meets (live while editing).
 */
export function RulePreviewPanel({ preview, loading = false, error }: RulePreviewPanelProps) {
  const t = useT();
  const locale = useLocale();
  const conditionText = useConditionText();
  // Worked out once per preview: list formatters are costly to build, and the form re-renders on every key.
  const metTexts = useMemo(() => {
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    return (preview?.met ?? []).map((met) =>
      met.length === 0
        ? t('rulePreviewMetNone')
        : t('rulePreviewMet', { conditions: list.format(met.map(conditionText)) }),
    );
  }, [preview, locale, t, conditionText]);
  return (
    <Card asChild variant="surface">
      <section aria-label={t('rulePreview')}>
        <Text as="p" size="2" weight="bold" mb="1">
          {t('rulePreview')}
        </Text>
        <Box>
          <QueryBoundary
            query={{ isPending: loading || preview === undefined, error, data: preview }}
            pending={
              <Skeleton>
                <Text size="2">{t('loadingPreview')}</Text>
              </Skeleton>
            }
            empty={
              <Text size="2" color="gray">
                {t('rulePreviewIdle')}
              </Text>
            }
          >
            {(shown) => (
              <>
                <Text as="p" size="2" weight="medium" role="status">
                  {t('rulePreviewMatches', { count: shown.matched, total: shown.total })}
                </Text>
                {shown.sample.length > 0 && (
                  <ul style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
                    {shown.sample.map((product, index) => (
                      <li key={product.id}>
                        <Text size="2">{product.title}</Text>{' '}
                        <Text size="1" color="gray">
                          {metTexts[index]}
                        </Text>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </QueryBoundary>
        </Box>
      </section>
    </Card>
  );
}
