import {
  Badge,
  Box,
  Button,
  Callout,
  Checkbox,
  Flex,
  IconButton,
  Select,
  Skeleton,
  Table,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import {
  COLOR_FACET_FIELD,
  canAddFacetField,
  type Facet,
  facetLabelOrField,
  groupFacetFields,
  hasFixedTerms,
  isMandatoryFacetField,
} from '@storesearch/sdk/facets';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useFacetsEditor } from '../../../hooks/facets/useFacetsEditor';
import { useT } from '../../../hooks/shared/useT';
import { ColorMappingsDialog } from '../../colors/ColorMappingsDialog/ColorMappingsDialog';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';
import { FacetValuesDialog } from '../FacetValuesDialog/FacetValuesDialog';

/** Props of FacetsEditor. */
export interface FacetsEditorProps {
  /** The store whose facets are edited. */
  store: StoreScope;
  /** Told whenever the draft starts or stops differing from what was saved (to guard leaving the page). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Value of the field picker before a field is chosen (a disabled item, so the trigger shows its text). */
const NO_FIELD = 'select-field';

/** The line Radix Themes draws under every row of a table but its last, as a cell's shadow. */
const ROW_LINE = 'inset 0 -1px var(--gray-a5)';

/**
 * An actions cell: pinned at the right edge, over the other columns while a narrow window scrolls the table
 * sideways, so every row's actions stay in view; opaque, set apart by a line and a shadow, and with the row's line
 * under it drawn again (a cell's own shadow replaces Radix's).
 */
const pinnedActions = (lineBelow: boolean) =>
  ({
    position: 'sticky',
    right: 0,
    zIndex: 1,
    background: 'var(--color-panel-solid)',
    boxShadow: `${lineBelow ? `${ROW_LINE}, ` : ''}inset 1px 0 0 var(--gray-a5), -8px 0 8px -8px var(--black-a5)`,
  }) as const;

/** The header row's tint (translucent), as one background layer. */
const HEADER_TINT = 'linear-gradient(var(--table-row-background-color), var(--table-row-background-color))';

/** The pinned header cell: the header row's tint over the same opaque panel. */
const PINNED_ACTIONS_HEADER = {
  ...pinnedActions(true),
  background: `${HEADER_TINT}, var(--color-panel-solid)`,
} as const;

/**
 * Radix clips its <table> with `overflow: hidden` (for the rounded corners), which makes the table itself the
 * pinned cells' scroll container, so they would scroll away with it; `clip` keeps the corners and lets them stick
 * to the scrolling area. Table.Root's ref is its wrapper, so the table is found inside.
 */
const unclipTable = (root: HTMLDivElement | null) => {
  const table = root?.querySelector('table');
  if (table) table.style.overflow = 'clip';
};

/**
 * The facets page's editor: the field picker ('most used' first, then the rest), label and visible flag, the
 * facets table (mandatory fields marked and kept, optional ones in their fixed order), the values and colour
 * modals. Edits stay local until Save, which sends the full list.
 */
export function FacetsEditor({ store, onDirtyChange }: FacetsEditorProps) {
  const t = useT();
  const ids = useId();
  const editor = useFacetsEditor(store);
  const { facets, fields, draft, dirty } = editor;
  const [field, setField] = useState(NO_FIELD);
  const [label, setLabel] = useState('');
  const [visible, setVisible] = useState(true);
  const [valuesFor, setValuesFor] = useState<Facet | null>(null);
  const [colorsOpen, setColorsOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const groups = useMemo(() => groupFacetFields(fields.data ?? []), [fields.data]);
  const taken = new Set(draft?.map((f) => f.field));

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const add = () => {
    if (field !== NO_FIELD && editor.addFacet(field, label, visible)) {
      setField(NO_FIELD);
      setLabel('');
      setVisible(true);
      setSaved(false);
    }
  };

  const save = async () => {
    setSaved(await editor.save());
  };

  const fieldItems = (list: readonly { name: string; count: number }[]) =>
    list.map((f) => (
      <Select.Item key={f.name} value={f.name} disabled={taken.has(f.name)}>
        {f.name} ({f.count})
      </Select.Item>
    ));

  const frame = (table: ReactNode) => (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="end" wrap="wrap" asChild>
        <section aria-label={t('addFacet')}>
          <Box>
            <Text as="div" size="2" weight="medium" id={`${ids}-field`}>
              {t('facetField')}
            </Text>
            <Select.Root value={field} onValueChange={setField} disabled={!fields.data}>
              <Select.Trigger aria-labelledby={`${ids}-field`} />
              <Select.Content>
                <Select.Item value={NO_FIELD} disabled>
                  {t('selectFacetField')}
                </Select.Item>
                {groups.mostUsed.length > 0 && (
                  <Select.Group>
                    <Select.Label>{t('mostUsedFields')}</Select.Label>
                    {fieldItems(groups.mostUsed)}
                  </Select.Group>
                )}
                {groups.mostUsed.length > 0 && groups.others.length > 0 && <Select.Separator />}
                {groups.others.length > 0 && (
                  <Select.Group>
                    <Select.Label>{t('otherFields')}</Select.Label>
                    {fieldItems(groups.others)}
                  </Select.Group>
                )}
              </Select.Content>
            </Select.Root>
          </Box>
          <Box>
            <Text as="label" size="2" weight="medium" htmlFor={`${ids}-label`}>
              {t('facetLabel')}
            </Text>
            {/* A facet added without a label is saved under its field's name, shown here until one is typed. */}
            <TextField.Root
              id={`${ids}-label`}
              value={label}
              placeholder={field === NO_FIELD ? undefined : field}
              onChange={(e) => setLabel(e.target.value)}
            />
          </Box>
          <Text as="label" size="2">
            <Flex gap="2" align="center" height="32px">
              <Checkbox checked={visible} onCheckedChange={(v) => setVisible(v === true)} />
              {t('facetVisible')}
            </Flex>
          </Text>
          <Button onClick={add} disabled={!draft || field === NO_FIELD || !canAddFacetField(field, draft)}>
            {t('addFacet')}
          </Button>
        </section>
      </Flex>

      {table}

      {editor.saveError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('failedToSaveFacets')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" justify="end" align="center">
        {saved && !dirty && (
          <Text size="2" color="green" role="status">
            {t('facetsSaved')}
          </Text>
        )}
        <Button variant="soft" color="gray" disabled={!dirty} onClick={editor.discard}>
          {t('reset')}
        </Button>
        <Button disabled={!dirty} loading={editor.isSaving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </Flex>

      <FacetValuesDialog
        store={store}
        facet={valuesFor}
        onClose={() => setValuesFor(null)}
        onApply={(selectedValues, shown) => {
          if (valuesFor) editor.changeFacet(valuesFor.id, { selectedValues, shownValues: shown });
        }}
      />
      <ColorMappingsDialog store={store} open={colorsOpen} onOpenChange={setColorsOpen} />
    </Flex>
  );
  return (
    <QueryBoundary
      query={{ isPending: !draft, error: facets.error, data: draft }}
      renderError={() => (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('failedToFetchFacets')}</Callout.Text>
        </Callout.Root>
      )}
      pending={frame(<Skeleton height="240px" aria-busy="true" />)}
    >
      {(list) =>
        frame(
          <Table.Root variant="surface" ref={unclipTable}>
            {/* Table.Root's props land on a wrapper div; a caption names the table element itself. */}
            <VisuallyHidden asChild>
              <caption>{t('facetsTitle')}</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('facetField')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('facetLabel')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('facetVisible')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('facetTerms')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={PINNED_ACTIONS_HEADER}>
                  {t('columnActions')}
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((facet, row) => {
                const mandatory = isMandatoryFacetField(facet.field);
                return (
                  <Table.Row key={facet.id} aria-label={facet.field}>
                    <Table.RowHeaderCell>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text>{facet.field}</Text>
                        {mandatory && (
                          <Badge color="gray" highContrast>
                            {t('mandatoryFacet')}
                          </Badge>
                        )}
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <TextField.Root
                        size="1"
                        value={facet.label}
                        // An empty label is saved as the field's name: the placeholder shows it.
                        placeholder={facet.field}
                        aria-label={`${t('facetLabel')}: ${facet.field}`}
                        onChange={(e) => editor.changeFacet(facet.id, { label: e.target.value })}
                        // Wide enough to read and edit where a narrow window scrolls the table.
                        style={{ minWidth: '8rem' }}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Checkbox
                        checked={facet.visible}
                        aria-label={`${t('facetVisible')}: ${facet.field}`}
                        onCheckedChange={(v) => editor.changeFacet(facet.id, { visible: v === true })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <TextField.Root
                        size="1"
                        type="number"
                        min={0}
                        value={String(facet.terms)}
                        disabled={hasFixedTerms(facet.field)}
                        aria-label={`${t('facetTerms')}: ${facet.field}`}
                        onChange={(e) => editor.changeFacet(facet.id, { terms: e.target.value })}
                        style={{ width: '5rem' }}
                      />
                    </Table.Cell>
                    <Table.Cell style={pinnedActions(row < list.length - 1)}>
                      {/* Where the column is narrow the buttons wrap onto lines of their own, each kept whole. */}
                      <Flex gap="2" align="center" wrap="wrap" style={{ whiteSpace: 'nowrap' }}>
                        <Button size="1" variant="soft" onClick={() => setValuesFor(facet)}>
                          {t('facetValuesFor', { label: facetLabelOrField(facet.label, facet.field) })}
                        </Button>
                        {facet.field === COLOR_FACET_FIELD && (
                          <Button size="1" variant="soft" onClick={() => setColorsOpen(true)}>
                            {t('colorMappings')}
                          </Button>
                        )}
                        {!mandatory && (
                          <IconButton
                            size="1"
                            variant="ghost"
                            color="red"
                            aria-label={t('removeFacetNamed', {
                              label: facetLabelOrField(facet.label, facet.field),
                            })}
                            onClick={() => editor.removeFacet(facet.id)}
                          >
                            ×
                          </IconButton>
                        )}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>,
        )
      }
    </QueryBoundary>
  );
}
