import { Badge, Box, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import { explanationReasons, hiddenReason, type PreviewResponse } from '@storesearch/sdk/merchandising';
import { useId, useState } from 'react';
import { useSearchPreview } from '../../../hooks/merchandising/useSearchPreview';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { FormField } from '../../shared/FormField/FormField';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Props of SearchPreview. */
export interface SearchPreviewProps {
  /** The store whose shoppers' results are previewed. */
  store: StoreScope;
  /** The query the field starts with (e.g. the rule just edited); empty by default. */
  initialQuery?: string | undefined;
}

/** Placeholder rows while the first preview loads. */
const LOADING_ROWS = 4;

/**
 * Type a query and see the store's first results as a shopper would, every live rule and synonym applied, each
 * result with why it is there (pinned, buried, boosted, the synonym used, the words matched); a redirect
 * instead when a rule sends the query elsewhere, and the products rules hide.
 */
export function SearchPreview({ store, initialQuery = '' }: SearchPreviewProps) {
  const t = useT();
  const ids = useId();
  const areaReady = useMessageArea('merchandising');
  const [typed, setTyped] = useState(initialQuery);
  const { query, preview } = useSearchPreview(store, typed);

  // An empty query asks nothing: the prompt stands where the results go.
  const asked = query !== '';
  return (
    <Card asChild>
      <section aria-labelledby={`${ids}-heading`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${ids}-heading`}>
            {areaReady ? t('previewTitle') : <Skeleton>{'\u00a0'.repeat(16)}</Skeleton>}
          </Heading>
          {areaReady && (
            <FormField
              id={`${ids}-query`}
              label={t('previewQueryLabel')}
              value={typed}
              onChange={setTyped}
              placeholder="rain jacket"
            />
          )}
          <QueryBoundary
            query={{
              isPending: !areaReady || (asked && preview.isPending),
              error: asked ? preview.error : null,
              data: asked ? preview.data : null,
            }}
            pending={
              <Flex direction="column" gap="2" aria-busy="true">
                {Array.from({ length: LOADING_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Skeleton key={index} height="40px" />
                ))}
              </Flex>
            }
            empty={
              <Text as="p" color="gray">
                {t('previewPrompt')}
              </Text>
            }
          >
            {(data) => <PreviewResults data={data} />}
          </QueryBoundary>
        </Flex>
      </section>
    </Card>
  );
}

/** The answer of one preview: redirect, nothing found, or the results with their reasons. */
function PreviewResults({ data }: { data: PreviewResponse }) {
  const t = useT();
  if (data.redirect)
    return (
      <Callout.Root color="blue" role="status">
        <Callout.Text>{t('previewRedirectTo', { url: data.redirect.url })}</Callout.Text>
      </Callout.Root>
    );
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" color="gray" role="status">
        {data.results.length === 0
          ? t('previewNoResults', { query: data.query })
          : t('previewTotal', { count: data.total })}
      </Text>
      {data.results.length > 0 && (
        <ol aria-label={t('previewTitle')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {data.results.map((result) => (
            <li key={result.productId} aria-label={result.title}>
              <Flex gap="3" align="start" py="2" style={{ borderBottom: '1px solid var(--gray-a4)' }}>
                <Badge size="2" highContrast style={{ minWidth: '2.5em', justifyContent: 'center' }}>
                  {result.position}
                </Badge>
                <Box minWidth="0">
                  <Text as="div" size="2" weight="medium">
                    {result.title}
                  </Text>
                  <ul
                    aria-label={t('previewReasonsOf', { product: result.title })}
                    style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}
                  >
                    {explanationReasons(result.explanation).map((reason) => (
                      <li key={`${reason.messageKey}-${reason.ruleId ?? ''}`}>
                        <Text size="1" color="gray">
                          {t(reason.messageKey, reason.params)}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Box>
              </Flex>
            </li>
          ))}
        </ol>
      )}
      {data.hidden.length > 0 && (
        <Box>
          <Heading as="h3" size="2" id="search-preview-hidden">
            {t('previewHiddenTitle')}
          </Heading>
          <ul
            aria-labelledby="search-preview-hidden"
            style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}
          >
            {data.hidden.map((hidden) => (
              <li key={hidden.productId}>
                <Text size="2">
                  {hidden.title} — {t(hiddenReason(hidden).messageKey)}
                </Text>
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Flex>
  );
}
