import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Checkbox,
  DropdownMenu,
  Flex,
  Heading,
  IconButton,
  Skeleton,
  Switch,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import {
  DRAFT_RULE_ID,
  explanationReasons,
  hiddenReason,
  hideInPreview,
  normaliseQuery,
  type PreviewDraft,
  type PreviewEdits,
  type PreviewResponse,
  type PreviewResult,
  pinInPreview,
  previewEditsRule,
  previewEditsTarget,
  previewEditsUnchanged,
  QUERY_RULE_PAGE_SIZE,
  type QueryRuleWriteProblem,
  releaseInPreview,
  type SynonymGroup,
  savedRuleForQuery,
  scheduleSideText,
  startPreviewEdits,
  validateQueryRule,
} from '@storesearch/sdk/merchandising';
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useProductNames } from '../../../hooks/merchandising/useProductNames';
import { useQueryRules } from '../../../hooks/merchandising/useQueryRules';
import { useSearchPreview } from '../../../hooks/merchandising/useSearchPreview';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { ErrorCallout } from '../../shared/ErrorCallout/ErrorCallout';
import { FormField } from '../../shared/FormField/FormField';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { useToast } from '../../shared/Toaster/toast.context';

/** Props of SearchPreview. */
export interface SearchPreviewProps {
  /** The store whose shoppers' results are previewed. */
  store: StoreScope;
  /** The query the field starts with (e.g. the rule just edited); empty by default. */
  initialQuery?: string | undefined;
  /** Focuses the query field once it shows (and so scrolls the preview into view), e.g. opened from a report. */
  focusQuery?: boolean | undefined;
  /**
   * Told whenever pins or hides not yet saved appear or all go (for any query typed, not only the one shown), to
   * guard leaving the page.
   */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The instant the query's rule is read at, live or not (epoch ms); now by default. */
  now?: number | undefined;
  /**
   * An unsaved synonym list to apply in place of the saved one (e.g. `SynonymsPanel`'s `onPreviewGroupsChange`):
   * the results show it applied, each with where it was with the saved synonyms, and a note says so.
   */
  synonymsDraft?: readonly SynonymGroup[] | undefined;
}

/** Placeholder rows while the first preview loads. */
const LOADING_ROWS = 4;

/** What a result's menu and a drop can do to it. */
interface Curation {
  /** Pins the product at a position. */
  readonly pin: (productId: string, position: number) => void;
  /** Hides the product from this search. */
  readonly hide: (productId: string) => void;
  /** Takes the product's unsaved pin or hide back. */
  readonly release: (productId: string) => void;
  /** Whether the unsaved edits pin the product. */
  readonly pinned: (productId: string) => boolean;
  /** Whether the query's own rule (saved or unsaved) is among these rules: its hides can be taken back here. */
  readonly owns: (ruleIds: readonly (string | number)[]) => boolean;
}

/**
 * Type a query and see the store's first results as a shopper would, every live rule and synonym applied, each
 * result with why it is there (pinned, buried, boosted, the synonym used, the words matched); a redirect
 * instead when a rule sends the query elsewhere, and the products rules hide. A result dragged to a position
 * is pinned there, and its menu pins, moves or hides it: the results show the change at once, unsaved, each
 * with where it was before, and a switch shows the saved results. Saving makes the change the query's rule
 * (the saved rule that equals the query, or a new one); until then `onDirtyChange` says changes are unsaved.
 */
export function SearchPreview({
  store,
  initialQuery = '',
  focusQuery = false,
  onDirtyChange,
  now,
  synonymsDraft,
}: SearchPreviewProps) {
  const t = useT();
  const ids = useId();
  const toast = useToast();
  const areaReady = useMessageArea('merchandising');
  const [typed, setTyped] = useState(initialQuery);
  const { rules, saveRule } = useQueryRules(store);
  /** Unsaved edits by normalised query: a query typed again finds its edits. */
  const [editsByQuery, setEditsByQuery] = useState<Readonly<Record<string, PreviewEdits>>>({});
  const [showSaved, setShowSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<QueryRuleWriteProblem>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  /** Whether saving into a switched-off rule turns it on: what was arranged here is meant for shoppers. */
  const [turnOn, setTurnOn] = useState(true);
  /** What the last pin, move, hide or release did, said to screen readers (the results change without a word). */
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusQuery && areaReady) document.getElementById(`${ids}-query`)?.focus();
  }, [focusQuery, areaReady, ids]);

  const saved = useSearchPreview(store, typed);
  const query = saved.query;
  const key = normaliseQuery(query);
  const savedRules = rules.data ?? [];
  const edits = editsByQuery[key];
  const changed = edits !== undefined && !previewEditsUnchanged(edits, savedRules);
  // The rule the edits save into may not be live: off, not started yet or over. The callout says so.
  const target = previewEditsTarget(savedRules, query, now ?? Date.now());
  const draft: PreviewDraft | undefined = changed
    ? { rule: previewEditsRule(edits, store, savedRules, { turnOn: target.status === 'off' && turnOn }) }
    : undefined;
  // Unsaved synonyms apply beside the unsaved pins and hides, each compared with the saved state.
  const applied: PreviewDraft | undefined =
    synonymsDraft === undefined ? draft : { ...draft, synonyms: [...synonymsDraft] };
  const drafted = useSearchPreview(store, typed, applied);
  const unsaved = Object.values(editsByQuery).some((other) => !previewEditsUnchanged(other, savedRules));
  useEffect(() => onDirtyChange?.(unsaved), [unsaved, onDirtyChange]);
  const preview = applied && !showSaved ? drafted.preview : saved.preview;

  const edit = (change: (current: PreviewEdits) => PreviewEdits) => {
    setProblem(null);
    setInvalid(null);
    setEditsByQuery((all) => ({
      ...all,
      [key]: change(all[key] ?? startPreviewEdits(savedRules, query)),
    }));
  };
  const discard = () => {
    setProblem(null);
    setInvalid(null);
    setShowSaved(false);
    setEditsByQuery(({ [key]: _dropped, ...rest }) => rest);
  };
  // Saved or reset, the edits' note goes with the button pressed in it: once it has gone, focus goes to the query,
  // for the next one.
  const [focusQueryNext, setFocusQueryNext] = useState(false);
  const closeEdits = () => {
    discard();
    setFocusQueryNext(true);
  };
  const curation: Curation | null =
    rules.isSuccess && !showSaved
      ? {
          pin: (productId, position) => edit((e) => pinInPreview(e, productId, position)),
          hide: (productId) => edit((e) => hideInPreview(e, productId)),
          release: (productId) => edit((e) => releaseInPreview(e, productId)),
          pinned: (productId) =>
            (edits ?? startPreviewEdits(savedRules, query)).pins.some(
              (pin) => String(pin.productId) === productId,
            ),
          owns: (ruleIds) => {
            const own = String(savedRuleForQuery(savedRules, query)?.id ?? DRAFT_RULE_ID);
            return ruleIds.some((id) => String(id) === own || String(id) === DRAFT_RULE_ID);
          },
        }
      : null;

  useEffect(() => {
    if (!focusQueryNext || draft) return;
    setFocusQueryNext(false);
    document.getElementById(`${ids}-query`)?.focus();
  }, [focusQueryNext, draft, ids]);

  const save = async () => {
    const rule = draft?.rule;
    if (!rule) return;
    const checked = validateQueryRule(rule);
    if (!checked.ok) {
      setInvalid(checked.errors.map((issue) => t(issue.messageKey, issue.params)).join(' '));
      return;
    }
    setSaving(true);
    const { id, ...body } = checked.value;
    const result = await saveRule(body, id);
    setSaving(false);
    setProblem(result);
    if (result === null) {
      toast.show({ title: t('successTitle'), description: t('queryRuleSaved', { query: body.matchText }) });
      closeEdits();
    }
  };

  // An empty query asks nothing: the prompt stands where the results go.
  const asked = query !== '';
  return (
    <Card asChild>
      <section aria-labelledby={`${ids}-heading`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={`${ids}-heading`}>
            {areaReady ? t('previewTitle') : <Skeleton>{'\u00a0'.repeat(16)}</Skeleton>}
          </Heading>
          {/* In the page from the start, outside the results that reload: a live region added together
              with its words is not read. */}
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
          {areaReady && (
            <FormField
              id={`${ids}-query`}
              label={t('previewQueryLabel')}
              value={typed}
              onChange={setTyped}
              placeholder="rain jacket"
              hint={t('previewDragHint')}
            />
          )}
          {areaReady && draft && (
            <Callout.Root color="amber" highContrast role="status">
              <Flex direction="column" gap="2">
                <Callout.Text>{t('previewDraftNote', { query })}</Callout.Text>
                {target.status === 'off' && (
                  <>
                    <Callout.Text>{t('previewRuleOff', { query })}</Callout.Text>
                    <Text as="label" size="2">
                      <Flex gap="2" align="center">
                        <Checkbox checked={turnOn} onCheckedChange={(value) => setTurnOn(value === true)} />
                        {t('previewTurnRuleOn')}
                      </Flex>
                    </Text>
                  </>
                )}
                {target.status === 'scheduled' && (
                  <Callout.Text>
                    {t('previewRuleScheduled', {
                      query,
                      start: scheduleSideText(target.rule?.schedule, 'start'),
                    })}
                  </Callout.Text>
                )}
                {target.status === 'expired' && (
                  <Callout.Text>
                    {t('previewRuleExpired', { query, end: scheduleSideText(target.rule?.schedule, 'end') })}
                  </Callout.Text>
                )}
                <Flex gap="3" align="center" wrap="wrap">
                  <ShowSavedSwitch checked={showSaved} onCheckedChange={setShowSaved} />
                  <Button size="1" variant="soft" color="gray" onClick={closeEdits}>
                    {t('reset')}
                  </Button>
                  <Button size="1" loading={saving} onClick={() => void save()}>
                    {t('previewSaveRule')}
                  </Button>
                </Flex>
              </Flex>
            </Callout.Root>
          )}
          {areaReady && synonymsDraft && (
            <Callout.Root color="blue" highContrast role="status">
              <Flex direction="column" gap="2">
                <Callout.Text>{t('previewSynonymsDraftNote')}</Callout.Text>
                {/* Without unsaved pins or hides, their note's switch is not shown: this one stands for it. */}
                {!draft && <ShowSavedSwitch checked={showSaved} onCheckedChange={setShowSaved} />}
              </Flex>
            </Callout.Root>
          )}
          {invalid && (
            <Text size="2" color="red" role="alert">
              {invalid}
            </Text>
          )}
          {problem && <ErrorCallout error={problem.error} />}
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
            {(data) => (
              <PreviewResults
                data={data}
                compared={applied !== undefined && !showSaved}
                curation={curation}
                announce={setAnnouncement}
              />
            )}
          </QueryBoundary>
        </Flex>
      </section>
    </Card>
  );
}

/** The switch between the results with the unsaved changes and the saved results. */
function ShowSavedSwitch(props: { checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch {...props} />
        {t('previewShowSaved')}
      </Flex>
    </Text>
  );
}

/** Where a result was before the unsaved change, when it moved. */
function MovedBadge({ result }: { result: PreviewResult }) {
  const t = useT();
  if (result.previousPosition === result.position) return null;
  return (
    <Badge color="amber" highContrast size="1">
      {result.previousPosition === null
        ? t('previewNewOnPage')
        : t('previewWas', { position: result.previousPosition })}
    </Badge>
  );
}

/** A result's menu: pin it first, here, one up or one down, hide it, or take its pin back. */
function ResultMenu({
  result,
  name,
  last,
  curation,
  menuRef,
  onHide,
}: {
  result: PreviewResult;
  name: string;
  last: number;
  curation: Curation;
  /** Receives the menu's button, which a hide elsewhere may move focus to. */
  menuRef: (button: HTMLButtonElement | null) => void;
  /** Called when the product is hidden from this menu, before the results drop it. */
  onHide: () => void;
}) {
  const t = useT();
  const id = String(result.productId);
  const { position } = result;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton
          ref={menuRef}
          variant="ghost"
          size="1"
          aria-label={t('previewActionsFor', { product: name })}
        >
          <span aria-hidden="true">⋯</span>
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {position > 1 && (
          <DropdownMenu.Item onSelect={() => curation.pin(id, 1)}>{t('previewPinFirst')}</DropdownMenu.Item>
        )}
        <DropdownMenu.Item onSelect={() => curation.pin(id, position)}>
          {t('previewPinHere', { position })}
        </DropdownMenu.Item>
        {position > 1 && (
          <DropdownMenu.Item onSelect={() => curation.pin(id, position - 1)}>
            {t('previewMoveUp', { position: position - 1 })}
          </DropdownMenu.Item>
        )}
        {position < last && (
          <DropdownMenu.Item onSelect={() => curation.pin(id, position + 1)}>
            {t('previewMoveDown', { position: position + 1 })}
          </DropdownMenu.Item>
        )}
        {curation.pinned(id) && (
          <DropdownMenu.Item onSelect={() => curation.release(id)}>{t('previewUnpin')}</DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item
          color="red"
          onSelect={() => {
            onHide();
            curation.hide(id);
          }}
        >
          {t('previewHide')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The answer of one preview: redirect, nothing found, or the results with their reasons. */
function PreviewResults({
  data,
  compared,
  curation: quiet,
  announce,
}: {
  data: PreviewResponse;
  compared: boolean;
  curation: Curation | null;
  /** Says what a pin, move, hide or release did, in words. */
  announce: (text: string) => void;
}) {
  const t = useT();
  const hiddenHeading = useId();
  const [dragged, setDragged] = useState<string | null>(null);
  // Read by the drop at once: a drop can come before React has rendered the drag's start.
  const draggedRef = useRef<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const listed = useMemo(
    () => [...data.results, ...data.hidden].map((p) => ({ id: p.productId, title: p.title })),
    [data],
  );
  const nameProduct = useProductNames(listed);
  const nameOf = (productId: string) => {
    const product = listed.find((listedProduct) => String(listedProduct.id) === productId);
    return product ? nameProduct(product) : productId;
  };
  // Each change of the results is said as it is made, from the menu, a drop or the hidden list alike.
  const curation: Curation | null = quiet && {
    ...quiet,
    pin: (productId, position) => {
      quiet.pin(productId, position);
      announce(t('previewAnnouncePinned', { product: nameOf(productId), position }));
    },
    hide: (productId) => {
      quiet.hide(productId);
      announce(t('previewAnnounceHidden', { product: nameOf(productId) }));
    },
    release: (productId) => {
      quiet.release(productId);
      announce(t('previewAnnounceReleased', { product: nameOf(productId) }));
    },
  };
  // A hidden result leaves the list, and with it the menu button focus was on: focus then goes to the menu of
  // the result that took its place (the one before it when it was the last), where a keyboard user goes on.
  const menus = useRef(new Map<string, HTMLButtonElement>());
  const [afterHide, setAfterHide] = useState<{ hidden: string; next: string | null } | null>(null);
  useEffect(() => {
    if (!afterHide || data.results.some((r) => String(r.productId) === afterHide.hidden)) return;
    if (afterHide.next !== null) menus.current.get(afterHide.next)?.focus();
    setAfterHide(null);
  }, [data, afterHide]);
  const neighbourOf = (index: number) => {
    const neighbour = data.results[index + 1] ?? data.results[index - 1];
    return neighbour ? String(neighbour.productId) : null;
  };
  if (data.redirect)
    return (
      <Callout.Root color="blue" role="status">
        <Callout.Text>{t('previewRedirectTo', { url: data.redirect.url })}</Callout.Text>
      </Callout.Root>
    );
  const last = Math.min(data.results.length, QUERY_RULE_PAGE_SIZE);
  const dropOn = (position: number) => (event: DragEvent) => {
    event.preventDefault();
    const productId = draggedRef.current ?? event.dataTransfer.getData('text/plain');
    draggedRef.current = null;
    setDragged(null);
    setOver(null);
    if (curation && productId) curation.pin(productId, position);
  };
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" color="gray" role="status">
        {data.results.length === 0
          ? t('previewNoResults', { query: data.query })
          : t('previewTotal', { count: data.total })}
      </Text>
      {data.results.length > 0 && (
        <ol aria-label={t('previewTitle')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {data.results.map((result, index) => {
            const name = nameProduct({ id: result.productId, title: result.title });
            return (
              <li
                key={result.productId}
                aria-label={name}
                draggable={curation !== null}
                onDragStart={(event) => {
                  event.dataTransfer.setData('text/plain', String(result.productId));
                  event.dataTransfer.effectAllowed = 'move';
                  draggedRef.current = String(result.productId);
                  setDragged(String(result.productId));
                }}
                onDragEnd={() => {
                  draggedRef.current = null;
                  setDragged(null);
                  setOver(null);
                }}
                onDragOver={(event) => {
                  if (!curation) return;
                  event.preventDefault();
                  setOver(result.position);
                }}
                onDragLeave={() => setOver((current) => (current === result.position ? null : current))}
                onDrop={dropOn(result.position)}
                style={{
                  cursor: curation ? 'grab' : undefined,
                  outline: over === result.position ? '2px dashed var(--accent-9)' : undefined,
                  opacity: dragged === String(result.productId) ? 0.5 : 1,
                }}
              >
                <Flex gap="3" align="start" py="2" style={{ borderBottom: '1px solid var(--gray-a4)' }}>
                  <Badge size="2" highContrast style={{ minWidth: '2.5em', justifyContent: 'center' }}>
                    {result.position}
                  </Badge>
                  <Box minWidth="0" flexGrow="1">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text as="div" size="2" weight="medium">
                        {name}
                      </Text>
                      {compared && <MovedBadge result={result} />}
                    </Flex>
                    <ul
                      aria-label={t('previewReasonsOf', { product: name })}
                      style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}
                    >
                      {explanationReasons(result.explanation, data.query).map((reason) => (
                        <li key={`${reason.messageKey}-${reason.ruleId ?? ''}`}>
                          <Text size="1" color="gray">
                            {t(reason.messageKey, reason.params)}
                          </Text>
                        </li>
                      ))}
                    </ul>
                  </Box>
                  {curation && (
                    <ResultMenu
                      result={result}
                      name={name}
                      last={last}
                      curation={curation}
                      menuRef={(button) => {
                        if (button) menus.current.set(String(result.productId), button);
                        else menus.current.delete(String(result.productId));
                      }}
                      onHide={() =>
                        setAfterHide({ hidden: String(result.productId), next: neighbourOf(index) })
                      }
                    />
                  )}
                </Flex>
              </li>
            );
          })}
        </ol>
      )}
      {data.hidden.length > 0 && (
        <Box>
          <Heading as="h3" size="2" id={hiddenHeading}>
            {t('previewHiddenTitle')}
          </Heading>
          <ul aria-labelledby={hiddenHeading} style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
            {data.hidden.map((hidden) => {
              const name = nameProduct({ id: hidden.productId, title: hidden.title });
              return (
                <li key={hidden.productId}>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text size="2">
                      {name} — {t(hiddenReason(hidden).messageKey)}
                    </Text>
                    {curation?.owns(hidden.hiddenBy) && (
                      <Button
                        size="1"
                        variant="ghost"
                        onClick={() => curation?.release(String(hidden.productId))}
                      >
                        {t('previewUnhide', { product: name })}
                      </Button>
                    )}
                  </Flex>
                </li>
              );
            })}
          </ul>
        </Box>
      )}
    </Flex>
  );
}
