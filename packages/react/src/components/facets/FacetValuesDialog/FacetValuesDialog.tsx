import { Box, Button, Checkbox, Dialog, Flex, ScrollArea, Text } from '@radix-ui/themes';
import type { StoreScope } from '@storesearch/sdk';
import { type Facet, facetLabelOrField, fallbackFacetValues } from '@storesearch/sdk/facets';
import { useState } from 'react';
import { useValueLabel } from '../../../hooks/boosting/useValueLabel';
import { useDistinctValues } from '../../../hooks/products/useDistinctValues';
import { useReturnFocus } from '../../../hooks/shared/useReturnFocus';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Props of FacetValuesDialog. */
export interface FacetValuesDialogProps {
  /** The store whose values are offered. */
  store: StoreScope;
  /** The facet whose values are chosen; null keeps the modal closed. */
  facet: Facet | null;
  /** Closes the modal. */
  onClose: () => void;
  /** Applies the choice; `shown` is how many values were offered (the colour facet's terms). */
  onApply: (selectedValues: string[], shown: number) => void;
}

function ValuesBody({ store, facet, onClose, onApply }: FacetValuesDialogProps & { facet: Facet }) {
  const t = useT();
  const valueLabel = useValueLabel();
  const values = useDistinctValues(store, facet.field);
  const [selected, setSelected] = useState<string[]>(facet.selectedValues);
  // featured, insale and instock fall back to Yes/No or In Stock/Out of Stock when their values fail to load.
  const fallback = fallbackFacetValues(facet.field);
  const offered: { value: string; label: string }[] = values.isError
    ? fallback.map((f) => ({ value: f.value, label: t(f.labelKey) }))
    : (values.data ?? []).map((v) => ({ value: v, label: valueLabel(facet.field, v) }));

  const body = (
    // A failed load is not shown as an error: the fallback values above are offered instead.
    <QueryBoundary
      query={{ isPending: !values.isError && values.isPending, error: null, data: offered }}
      pending={
        <Text size="2" color="gray" aria-busy="true">
          {t('loadingValues')}
        </Text>
      }
      empty={
        <Text size="2" color="gray">
          {t('noValuesFound')}
        </Text>
      }
    >
      {(list) => (
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 320 }}>
          <Box pr="3">
            {/* One Tab stop per value: as the dialog's first stop, CheckboxGroup's single roving stop kept
                  Shift+Tab stuck on it instead of wrapping to the dialog's buttons. */}
            <Flex
              direction="column"
              gap="2"
              role="group"
              aria-label={t('facetValuesFor', { label: facetLabelOrField(facet.label, facet.field) })}
            >
              {list.map((o) => (
                <Text as="label" size="2" key={o.value}>
                  <Flex gap="2" align="center">
                    <Checkbox
                      checked={selected.includes(o.value)}
                      onCheckedChange={(checked) =>
                        setSelected((current) =>
                          checked === true ? [...current, o.value] : current.filter((v) => v !== o.value),
                        )
                      }
                    />
                    {o.label}
                  </Flex>
                </Text>
              ))}
            </Flex>
          </Box>
        </ScrollArea>
      )}
    </QueryBoundary>
  );

  return (
    <>
      <Box mt="3">{body}</Box>
      <Flex gap="3" justify="end" mt="4">
        <Button variant="soft" color="gray" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          disabled={offered.length === 0}
          onClick={() => {
            onApply(selected, offered.length);
            onClose();
          }}
        >
          {t('chooseValues')}
        </Button>
      </Flex>
    </>
  );
}

/** The facet-values modal: choosing values sets the facet's terms to the number chosen. */
export function FacetValuesDialog(props: FacetValuesDialogProps) {
  const t = useT();
  const { facet, onClose } = props;
  const returnFocus = useReturnFocus(facet !== null);
  return (
    <Dialog.Root
      open={facet !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content maxWidth="440px" onCloseAutoFocus={returnFocus}>
        <Dialog.Title>
          {t('facetValuesFor', { label: facet ? facetLabelOrField(facet.label, facet.field) : '' })}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('facetValues')}
        </Dialog.Description>
        {facet && <ValuesBody key={facet.id} {...props} facet={facet} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
