import {
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Link,
  Select,
  Skeleton,
  Text,
  TextField,
} from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import {
  SEARCH_LAB_GROUP_LABELS,
  SEARCH_LAB_URL_GROUPS,
  type SearchLabUrlGroup,
  type SearchLabUrlRule,
  URL_MATCH_TYPE_LABELS,
  URL_MATCH_TYPES,
  type UrlRuleError,
} from '@storesearch/sdk/stores';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../hooks/shared/useT';
import { type SearchLabState, useSearchLab } from '../../../hooks/stores/useSearchLab';
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { RetryButton } from '../../shared/RetryButton/RetryButton';
import { useToast } from '../../shared/Toaster/toast.context';

/** Props of SearchLabPanel. */
export interface SearchLabPanelProps {
  /** The store configured; nothing is requested without one. */
  store: (StoreScope & { readonly storeName: string | undefined }) | null | undefined;
  /** Where the learn-more link leads. */
  learnMoreHref: string;
  /** Called after the store was deleted (e.g. to pick another store). */
  onStoreDeleted?: () => void;
  /** Told whenever the draft starts or stops differing from what was saved (to guard leaving the page). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** An example fragment of each group's pages, shown in its empty field. */
const FRAGMENT_EXAMPLES = {
  checkoutSummaryUrls: '/checkout',
  paymentConfirmationUrls: '/thank_you',
} as const satisfies Record<SearchLabUrlGroup, string>;

/** Props of one URL-rule group. */
interface UrlGroupProps {
  readonly group: SearchLabUrlGroup;
  readonly rules: readonly SearchLabUrlRule[];
  readonly lab: SearchLabState;
}

/** One URL-rule group: match type, fragment, Add URL, and the list of rules, each removable. */
function UrlGroup({ group, rules, lab }: UrlGroupProps) {
  const t = useT();
  const title = t(SEARCH_LAB_GROUP_LABELS[group]);
  const headingId = useId();
  const fragmentId = useId();
  const fragmentLabelId = useId();
  const errorId = useId();
  const matchLabelId = useId();
  const [matchType, setMatchType] = useState<SearchLabUrlRule['matchType']>('contains');
  const [fragment, setFragment] = useState('');
  const [problem, setProblem] = useState<UrlRuleError | null>(null);
  // After a rule is removed, focus goes to the Remove of the rule that took its place, or of the one before it
  // for the last, or to the fragment field once the list is empty; not to the page.
  const list = useRef<HTMLUListElement>(null);
  const [removed, setRemoved] = useState<{ position: number; count: number } | null>(null);
  useEffect(() => {
    if (removed === null || rules.length >= removed.count) return;
    setRemoved(null);
    const buttons = list.current?.querySelectorAll<HTMLElement>('button') ?? [];
    (buttons[Math.min(removed.position, buttons.length - 1)] ?? document.getElementById(fragmentId))?.focus();
  }, [removed, rules.length, fragmentId]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const refused = lab.addRule(group, { matchType, fragment });
    setProblem(refused);
    // A refused fragment stays in the field so nothing the user typed is lost.
    if (!refused) setFragment('');
  };

  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h3" size="3" id={headingId}>
            {title}
          </Heading>
          <form onSubmit={add} aria-label={title}>
            <Flex gap="2" align="end" wrap="wrap">
              <Flex direction="column" gap="1">
                <Text size="1" id={matchLabelId}>
                  {t('matchType')}
                </Text>
                <Select.Root
                  value={matchType}
                  onValueChange={(value) => setMatchType(value as SearchLabUrlRule['matchType'])}
                >
                  <Select.Trigger aria-labelledby={`${matchLabelId} ${headingId}`} />
                  <Select.Content>
                    {URL_MATCH_TYPES.map((type) => (
                      <Select.Item key={type} value={type}>
                        {t(URL_MATCH_TYPE_LABELS[type])}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text as="label" size="1" htmlFor={fragmentId} id={fragmentLabelId}>
                  {t('urlFragment')}
                </Text>
                <TextField.Root
                  id={fragmentId}
                  value={fragment}
                  placeholder={FRAGMENT_EXAMPLES[group]}
                  // Named with its group, as the match type is: the two groups' fields read apart.
                  aria-labelledby={`${fragmentLabelId} ${headingId}`}
                  aria-invalid={problem !== null}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => {
                    setFragment(event.target.value);
                    setProblem(null);
                  }}
                />
              </Flex>
              <Button type="submit" variant="soft">
                {t('addUrl')}
              </Button>
            </Flex>
            {problem && (
              <Text as="p" size="1" color="red" highContrast id={errorId} role="alert" mt="1">
                {t(problem)}
              </Text>
            )}
          </form>
          {rules.length === 0 ? (
            <Text size="2" color="gray">
              {t('noUrlRules')}
            </Text>
          ) : (
            <Flex asChild direction="column" gap="2" m="0" p="0">
              <ul ref={list} aria-label={title} style={{ listStyle: 'none' }}>
                {rules.map((rule, position) => (
                  <Flex
                    asChild
                    key={`${rule.matchType}:${rule.fragment}`}
                    justify="between"
                    align="center"
                    gap="2"
                  >
                    <li>
                      {/* A long address wraps anywhere inside the card, so Remove stays beside it. */}
                      <Text size="2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Text color="gray">{t(URL_MATCH_TYPE_LABELS[rule.matchType])}</Text> {rule.fragment}
                      </Text>
                      <IconButton
                        size="1"
                        variant="ghost"
                        color="red"
                        style={{ flexShrink: 0 }}
                        aria-label={t('removeUrlRule', { fragment: rule.fragment })}
                        onClick={() => {
                          setRemoved({ position, count: rules.length });
                          lab.removeRule(group, position);
                        }}
                      >
                        <span aria-hidden="true">×</span>
                      </IconButton>
                    </li>
                  </Flex>
                ))}
              </ul>
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}

/**
 * The Search Lab: the sales-data configuration (checkout-summary and payment-confirmation URL rules, blank and
 * duplicate fragments refused), reset, save through the proposed Search Lab call (reloaded as saved), and delete
 * store behind a confirmation. Failures show with Retry.
 */
export function SearchLabPanel({ store, learnMoreHref, onStoreDeleted, onDirtyChange }: SearchLabPanelProps) {
  const t = useT();
  const lab = useSearchLab(store);
  useEffect(() => onDirtyChange?.(lab.dirty), [lab.dirty, onDirtyChange]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const toast = useToast();

  const loading = Boolean(store) && lab.saved.isPending;

  const view = (
    <Flex direction="column" gap="4">
      <Card size="2" asChild>
        <section aria-labelledby="search-lab-sales-data">
          <Heading as="h2" size="4" id="search-lab-sales-data">
            {t('salesDataConfiguration')}
          </Heading>
          <Text as="p" size="2" color="gray" mt="1">
            {t('salesDataDescription')} <Link href={learnMoreHref}>{t('learnMore')}</Link>
          </Text>
        </section>
      </Card>
      <Skeleton loading={loading}>
        <Flex direction="column" gap="3">
          {SEARCH_LAB_URL_GROUPS.map((group) => (
            <UrlGroup
              key={`${group}:${store?.storeType}:${store?.storeId}`}
              group={group}
              rules={lab.draft[group]}
              lab={lab}
            />
          ))}
        </Flex>
      </Skeleton>
      {lab.saveError && (
        <ErrorCallout error={lab.saveError} action={<RetryButton onRetry={() => void lab.save()} />} />
      )}
      {lab.savedOk && (
        <Callout.Root color="green" role="status" highContrast>
          <Callout.Text>{t('searchLabSaved')}</Callout.Text>
        </Callout.Root>
      )}
      <Flex justify="between" gap="3" wrap="wrap">
        <Button
          color="red"
          variant="soft"
          highContrast
          disabled={!store}
          onClick={() => setConfirmDelete(true)}
        >
          {t('deleteStore')}
        </Button>
        <Flex gap="3">
          <Button
            variant="soft"
            color="gray"
            highContrast
            disabled={!lab.dirty || lab.isSaving}
            onClick={lab.reset}
          >
            {t('reset')}
          </Button>
          <Button disabled={!store || !lab.dirty} loading={lab.isSaving} onClick={() => void lab.save()}>
            {t('save')}
          </Button>
        </Flex>
      </Flex>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('confirmDeleteStoreTitle')}
        description={t('confirmDeleteStore', { store: store?.storeName ?? '' })}
        confirmLabel={t('deleteStore')}
        color="red"
        pending={lab.isDeleting}
        error={lab.deleteError}
        onConfirm={async () => {
          const name = store?.storeName ?? '';
          if (await lab.deleteStore()) {
            setConfirmDelete(false);
            toast.show({ title: t('successTitle'), description: `${name}: ${t('storeDeleted')}` });
            onStoreDeleted?.();
          }
        }}
      />
    </Flex>
  );
  return (
    // The form shows its own placeholders while loading, and the empty configuration when there is no store.
    <QueryBoundary
      query={{ isPending: loading, error: lab.saved.error, data: lab.draft }}
      onRetry={() => void lab.saved.refetch()}
      pending={view}
    >
      {() => view}
    </QueryBoundary>
  );
}
