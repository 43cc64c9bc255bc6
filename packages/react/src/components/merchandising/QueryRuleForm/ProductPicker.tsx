import { Flex, IconButton, Skeleton, Text } from '@radix-ui/themes';
import { filterProductsByTitle, type Product } from '@storesearch/sdk/products';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '../../../hooks/shared/useT';
import { FormField } from '../../shared/FormField/FormField';

/** Matches offered at once: enough to choose from, few enough to read. */
const PICKER_MATCHES = 5;

/** Props of ProductPicker. */
export interface ProductPickerProps {
  /** The store's products; undefined while they load. */
  products: readonly Product[] | undefined;
  /** Products already chosen, left out of the matches. */
  chosen: readonly string[];
  /** The search field's label. */
  label: string;
  /** A product's name by id: its title, with its id when another product has the same title. */
  nameOf: (productId: string) => string;
  /** The label of a match's button (e.g. 'Pin {product}'), given the product's name. */
  actionLabel: (title: string) => string;
  /** Called with the product chosen. */
  onPick: (product: Product) => void;
}

/**
 * Finds a product of the store by its title and offers the first matches in a list under the field (a combobox:
 * Down and Up move through the matches, Enter takes the one shown active, the first to begin with; a click takes
 * any; Escape closes the list and keeps the text, and typing opens it again). Focus stays in the field, ready for
 * the next product.
 */
export function ProductPicker({ products, chosen, label, nameOf, actionLabel, onPick }: ProductPickerProps) {
  const t = useT();
  const id = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const taken = new Set(chosen);
  const matches =
    closed || search.trim() === '' || !products
      ? []
      : filterProductsByTitle(products, search)
          .filter((p) => !taken.has(String(p.id)))
          .slice(0, PICKER_MATCHES);
  const listId = `${id}-matches`;
  const optionId = (index: number) => `${id}-match-${index}`;
  const activeIndex = Math.min(active, matches.length - 1);
  const type = (text: string) => {
    setSearch(text);
    setActive(0);
    setClosed(false);
  };
  const pick = (product: Product) => {
    onPick(product);
    type('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (matches.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if (event.key === 'Escape') {
      // Only the list closes: the dialog around it keeps its form (`keepDialogForOpenList`).
      setClosed(true);
    } else if (event.key === 'Enter') {
      // Enter takes the match; it does not send the rule's form.
      event.preventDefault();
      const product = matches[activeIndex];
      if (product) pick(product);
    }
  };
  return (
    <Flex direction="column" gap="2">
      <FormField
        id={`${id}-search`}
        label={label}
        value={search}
        onChange={type}
        combobox={{
          listId,
          expanded: matches.length > 0,
          activeOptionId: matches.length > 0 ? optionId(activeIndex) : undefined,
          onKeyDown,
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('queryRuleProductMatches', { search: search.trim() })}
        hidden={matches.length === 0}
      >
        {matches.map((product, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's, which names this option active
          <div
            key={product.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // Focus stays in the field: the list is read through it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(product)}
            onMouseMove={() => setActive(index)}
            style={{
              cursor: 'pointer',
              padding: 'var(--space-1) var(--space-2)',
              borderRadius: 'var(--radius-2)',
              background: index === activeIndex ? 'var(--accent-a4)' : undefined,
            }}
          >
            <Text size="2">{actionLabel(nameOf(String(product.id)))}</Text>
          </div>
        ))}
      </div>
      {products && !closed && search.trim() !== '' && matches.length === 0 && (
        <Text size="1" color="gray">
          {t('queryRuleNoProductFound', { search: search.trim() })}
        </Text>
      )}
    </Flex>
  );
}

/** Props of ChosenProduct. */
export interface ChosenProductProps {
  /** The product's name. */
  name: string;
  /** Its remove button's accessible name. */
  removeLabel: string;
  /** Removes the product from the rule. */
  onRemove: () => void;
  /** Fields of the product's own before its name (a pin's position). */
  children?: ReactNode;
}

/** One product a rule acts on: its own fields, its name and its remove button, in a row. */
export function ChosenProduct({ name, removeLabel, onRemove, children }: ChosenProductProps) {
  return (
    <Flex gap="2" align={children ? 'end' : 'center'}>
      {children}
      <Text size="2" style={{ flexGrow: 1 }}>
        {name}
      </Text>
      <IconButton type="button" variant="ghost" color="red" aria-label={removeLabel} onClick={onRemove}>
        ×
      </IconButton>
    </Flex>
  );
}

/** Where the products a rule acts on are listed while the store's products, which name them, load. */
export function ChosenProductsLoading() {
  return <Skeleton width="100%" height="var(--space-6)" aria-busy="true" />;
}

/** Props of ChosenProducts. */
export interface ChosenProductsProps extends Omit<ProductPickerProps, 'onPick'> {
  /** The label of a chosen product's remove button, given its name. */
  removeLabel: (title: string) => string;
  /** Called with the new list after a product is added or removed. */
  onChange: (chosen: string[]) => void;
}

/** The products a rule acts on, each with its remove button, and the picker that adds one. */
export function ChosenProducts({ removeLabel, onChange, ...picker }: ChosenProductsProps) {
  const { chosen, nameOf } = picker;
  return (
    <>
      {picker.products === undefined && chosen.length > 0 && <ChosenProductsLoading />}
      {(picker.products === undefined ? [] : chosen).map((productId) => {
        const product = nameOf(productId);
        return (
          <ChosenProduct
            key={productId}
            name={product}
            removeLabel={removeLabel(product)}
            onRemove={() => onChange(chosen.filter((id) => id !== productId))}
          />
        );
      })}
      <ProductPicker {...picker} onPick={(p) => onChange([...chosen, String(p.id)])} />
    </>
  );
}
