import { Box, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { formatNumber, type StoreScope, type ValidationIssue } from '@storesearch/sdk';
import { PRODUCT_BOOST_MIN, PRODUCT_BOOST_STEP, validateProductBoost } from '@storesearch/sdk/boosting';
import type { Product } from '@storesearch/sdk/products';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useStoreProducts } from '../../../hooks/products/useStoreProducts';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Height of one table row in px; rows are virtualised, so only the visible ones are in the page. */
export const PRODUCT_ROW_HEIGHT = 48;

/** Height of the scrolling table body in px. */
const TABLE_BODY_HEIGHT = 480;

/** Widths of the boost and actions columns; the product column takes the rest. */
const BOOST_COLUMN_WIDTH = '10rem';
const ACTIONS_COLUMN_WIDTH = '16rem';

/**
 * The narrowest the product column gets: where the window is narrower (a phone), the table keeps this width and
 * scrolls sideways in its region instead of squeezing the product names out.
 */
const PRODUCT_COLUMN_MIN_WIDTH = '12rem';

/** Props of ProductBoostTable. */
export interface ProductBoostTableProps {
  /** The store whose products are boosted. */
  store: StoreScope;
}

/** One product row: the boost shown, or while editing an input with Save and Cancel. Memoised: scrolling re-renders the table, not the rows that stay. */
const ProductRow = memo(function ProductRow({
  product,
  onSave,
}: {
  product: Product;
  onSave: (product: Product, boost: number) => Promise<boolean>;
}) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // What the last save said: a refused value's message with its limits, or the server's refusal.
  const [problem, setProblem] = useState<Pick<ValidationIssue, 'messageKey' | 'params'> | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  const boost = product.boost ?? 0;

  // Back in display mode after save or cancel, keyboard focus returns to the row's Edit button.
  useEffect(() => {
    if (refocus && draft === null) {
      editButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, draft]);

  const leaveEdit = () => {
    setDraft(null);
    setRefocus(true);
  };

  const save = async () => {
    if (draft === null) return;
    const checked = validateProductBoost(draft);
    if (!checked.ok) {
      setProblem(
        checked.errors[0] ?? {
          messageKey: 'invalidProductBoost',
          params: { min: PRODUCT_BOOST_MIN, step: PRODUCT_BOOST_STEP },
        },
      );
      return;
    }
    setSaving(true);
    const ok = await onSave(product, checked.value);
    setSaving(false);
    if (ok) {
      setProblem(null);
      leaveEdit();
    } else setProblem({ messageKey: 'failedToUpdateBoostValue' });
  };

  return (
    <tr style={{ height: PRODUCT_ROW_HEIGHT, borderBottom: '1px solid var(--gray-a4)' }}>
      <td style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        <Text size="2">{product.title}</Text>
      </td>
      <td>
        {draft === null ? (
          <Text size="2">{formatNumber(boost, locale)}</Text>
        ) : (
          <TextField.Root
            size="1"
            type="number"
            min={PRODUCT_BOOST_MIN}
            step={PRODUCT_BOOST_STEP}
            value={draft}
            autoFocus
            aria-label={t('boostFor', { title: product.title })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids}-error` : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save();
              if (e.key === 'Escape') leaveEdit();
            }}
          />
        )}
      </td>
      <td>
        <Flex gap="2" align="center" wrap="nowrap">
          {draft === null ? (
            <Button
              ref={editButton}
              size="1"
              variant="soft"
              aria-label={t('editBoostFor', { title: product.title })}
              onClick={() => {
                setProblem(null);
                setDraft(String(boost));
              }}
            >
              {t('edit')}
            </Button>
          ) : (
            <>
              <Button size="1" loading={saving} onClick={() => void save()}>
                {t('save')}
              </Button>
              <Button size="1" variant="soft" color="gray" onClick={leaveEdit}>
                {t('cancel')}
              </Button>
            </>
          )}
          {problem && (
            <Text id={`${ids}-error`} size="1" color="red" role="alert">
              {t(problem.messageKey, problem.params)}
            </Text>
          )}
        </Flex>
      </td>
    </tr>
  );
});

/**
 * Manual product boosts: search by title (300 ms debounce), edit a row's boost (at least 0, step 0.1), save, and
 * the row returns to display. Rows are virtualised, so a store with 10,000 products scrolls smoothly.
 */
export function ProductBoostTable({ store }: ProductBoostTableProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const { products, total, isPending, error, saveBoost } = useStoreProducts(store, search);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = products ?? [];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => PRODUCT_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  const body = (
    <QueryBoundary
      query={{ isPending, error, data: rows }}
      pending={
        <Text as="p" size="2" color="gray" aria-busy="true">
          {t('loadingProducts')}
        </Text>
      }
      empty={
        <Text as="p" size="2" color="gray">
          {t('noProductsFound')}
        </Text>
      }
    >
      {() => {
        const items = virtualizer.getVirtualItems();
        const before = items[0]?.start ?? 0;
        const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
        return (
          <Box
            ref={scrollRef}
            data-testid="product-boost-scroller"
            // A Tab stop with a name: Tab only reaches the rows in the DOM, so the arrow and page keys scroll to the rest.
            // Named Products, not the section's own name, so the two regions read apart.
            tabIndex={0}
            role="region"
            aria-label={t('columnProducts')}
            style={{ maxHeight: TABLE_BODY_HEIGHT, overflowY: 'auto' }}
          >
            <table
              aria-label={t('manualProductBoost')}
              aria-rowcount={rows.length + 1}
              style={{
                width: '100%',
                minWidth: `calc(${PRODUCT_COLUMN_MIN_WIDTH} + ${BOOST_COLUMN_WIDTH} + ${ACTIONS_COLUMN_WIDTH})`,
                tableLayout: 'fixed',
                borderCollapse: 'collapse',
              }}
            >
              <colgroup>
                <col />
                <col style={{ width: BOOST_COLUMN_WIDTH }} />
                <col style={{ width: ACTIONS_COLUMN_WIDTH }} />
              </colgroup>
              <thead
                style={{ position: 'sticky', top: 0, background: 'var(--color-panel-solid)', zIndex: 1 }}
              >
                <tr style={{ textAlign: 'start', borderBottom: '1px solid var(--gray-a6)' }}>
                  <th style={{ textAlign: 'start' }}>
                    <Text size="2">{t('columnProduct')}</Text>
                  </th>
                  <th style={{ textAlign: 'start' }}>
                    <Text size="2">{t('columnBoost')}</Text>
                  </th>
                  <th style={{ textAlign: 'start' }}>
                    <Text size="2">{t('columnActions')}</Text>
                  </th>
                </tr>
              </thead>
              <tbody>
                {before > 0 && <tr style={{ height: before }} />}
                {items.map((item) => {
                  const product = rows[item.index];
                  return product ? <ProductRow key={item.key} product={product} onSave={saveBoost} /> : null;
                })}
                {after > 0 && <tr style={{ height: after }} />}
              </tbody>
            </table>
          </Box>
        );
      }}
    </QueryBoundary>
  );

  return (
    <Card asChild>
      <section aria-labelledby="product-boost-heading">
        <Flex align="center" justify="between" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="product-boost-heading">
            {t('manualProductBoost')}
          </Heading>
          <Flex align="center" gap="3" wrap="wrap">
            {products && (
              <Text size="2" color="gray">
                {t('productCount', { count: products.length })}
                {products.length !== total ? ` / ${total}` : ''}
              </Text>
            )}
            <Box width="240px" maxWidth="100%">
              <TextField.Root
                type="search"
                placeholder={t('searchProducts')}
                aria-label={t('searchProducts')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </Box>
          </Flex>
        </Flex>
        {body}
      </section>
    </Card>
  );
}
