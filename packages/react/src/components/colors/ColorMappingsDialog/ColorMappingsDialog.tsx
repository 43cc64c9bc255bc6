import { Box, Button, Callout, Dialog, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { isStoreSearchError, type MessageKey, type StoreScope } from '@storesearch/sdk';
import {
  type ColorMapping,
  type ColorMappingField,
  DEFAULT_COLOR_HEX,
  isHexColor,
  validateColorMapping,
} from '@storesearch/sdk/colors';
import { useId, useState } from 'react';
import { useColorMappings } from '../../../hooks/colors/useColorMappings';
import { useReturnFocus } from '../../../hooks/shared/useReturnFocus';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Props of ColorMappingsDialog. */
export interface ColorMappingsDialogProps {
  /** The store whose mappings are edited. */
  store: StoreScope;
  /** Whether the modal is open. */
  open: boolean;
  /** Opens or closes the modal. */
  onOpenChange: (open: boolean) => void;
}

type FieldErrors = Partial<Record<ColorMappingField, MessageKey>>;

/** A failed write's text: the server's message when it sent one, else the spec's key for that write. */
function useWriteFailure(): (error: unknown, fallback: MessageKey) => string {
  const t = useT();
  return (error, fallback) => (isStoreSearchError(error) && error.serverMessage) || t(fallback);
}

function Swatch({ hex, name }: { hex: string; name: string }) {
  const t = useT();
  return (
    <Box
      role="img"
      aria-label={t('colorSwatch', { name })}
      width="24px"
      height="24px"
      flexShrink="0"
      style={{
        backgroundColor: isHexColor(hex) ? hex : 'transparent',
        border: '1px solid var(--gray-a7)',
        borderRadius: 'var(--radius-2)',
      }}
    />
  );
}

function MappingRow({
  mapping,
  onUpdate,
  onDelete,
}: {
  mapping: ColorMapping;
  onUpdate: (id: string, name: string, hex: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}) {
  const t = useT();
  const failure = useWriteFailure();
  const ids = useId();
  const [name, setName] = useState(mapping.colorName);
  const [hex, setHex] = useState(mapping.hexValue);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const changed = name !== mapping.colorName || hex !== mapping.hexValue;

  const update = async () => {
    const checked = validateColorMapping({ colorName: name, hexValue: hex }, 'update');
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.messageKey])));
      return;
    }
    setErrors({});
    const error = await onUpdate(mapping.id, checked.value.colorName, checked.value.hexValue);
    if (error) setProblem(failure(error, 'failedToUpdateColorMapping'));
    else {
      setProblem(null);
      setHex(checked.value.hexValue);
    }
  };

  const remove = async () => {
    const error = await onDelete(mapping.id);
    if (error) setProblem(failure(error, 'failedToDeleteColorMapping'));
  };

  return (
    <li aria-label={mapping.colorName}>
      <Flex gap="2" align="center" wrap="wrap">
        <Swatch hex={hex} name={name} />
        <TextField.Root
          size="1"
          value={name}
          aria-label={`${t('colorName')}: ${mapping.colorName}`}
          aria-invalid={errors.colorName ? true : undefined}
          aria-describedby={errors.colorName ? `${ids}-name` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField.Root
          size="1"
          value={hex}
          aria-label={`${t('hexValue')}: ${mapping.colorName}`}
          aria-invalid={errors.hexValue ? true : undefined}
          aria-describedby={errors.hexValue ? `${ids}-hex` : undefined}
          onChange={(e) => setHex(e.target.value)}
          style={{ width: '7rem' }}
        />
        <Button size="1" variant="soft" disabled={!changed} onClick={() => void update()}>
          {t('save')}
        </Button>
        <IconButton
          size="1"
          variant="ghost"
          color="red"
          aria-label={t('deleteColorMappingNamed', { name: mapping.colorName })}
          onClick={() => void remove()}
        >
          ×
        </IconButton>
      </Flex>
      {errors.colorName && (
        <Text id={`${ids}-name`} as="p" size="1" color="red">
          {t(errors.colorName)}
        </Text>
      )}
      {errors.hexValue && (
        <Text id={`${ids}-hex`} as="p" size="1" color="red">
          {t(errors.hexValue)}
        </Text>
      )}
      {problem && (
        <Text as="p" size="1" color="red" role="alert">
          {problem}
        </Text>
      )}
    </li>
  );
}

/** The colour-mappings modal: list, add (name and hex, default #FF0000, live swatch), update, delete. */
export function ColorMappingsDialog({ store, open, onOpenChange }: ColorMappingsDialogProps) {
  const t = useT();
  const failure = useWriteFailure();
  const ids = useId();
  const { mappings, add, update, remove } = useColorMappings(store);
  const returnFocus = useReturnFocus(open);
  const [name, setName] = useState('');
  const [hex, setHex] = useState(DEFAULT_COLOR_HEX);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateColorMapping({ colorName: name, hexValue: hex }, 'add');
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.messageKey])));
      return;
    }
    setErrors({});
    setAdding(true);
    const error = await add(checked.value);
    setAdding(false);
    if (error) setProblem(failure(error, 'failedToAddColorMapping'));
    else {
      setProblem(null);
      setName('');
      setHex(DEFAULT_COLOR_HEX);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="560px" onCloseAutoFocus={returnFocus}>
        <Dialog.Title>{t('colorMappings')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('addColorMapping')}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex gap="2" align="end" wrap="wrap" mt="3">
            <Box>
              <Text as="label" size="2" htmlFor={`${ids}-new-name`}>
                {t('colorName')}
              </Text>
              <TextField.Root
                id={`${ids}-new-name`}
                value={name}
                aria-invalid={errors.colorName ? true : undefined}
                onChange={(e) => setName(e.target.value)}
              />
            </Box>
            <Box>
              <Text as="label" size="2" htmlFor={`${ids}-new-hex`}>
                {t('hexValue')}
              </Text>
              <TextField.Root
                id={`${ids}-new-hex`}
                value={hex}
                aria-invalid={errors.hexValue ? true : undefined}
                onChange={(e) => setHex(e.target.value)}
                style={{ width: '7rem' }}
              />
            </Box>
            <Swatch hex={hex} name={name || hex} />
            <Button type="submit" loading={adding} disabled={name.trim() === '' || hex.trim() === ''}>
              {t('addColorMapping')}
            </Button>
          </Flex>
          {errors.colorName && (
            <Text as="p" size="1" color="red" role="alert">
              {t(errors.colorName)}
            </Text>
          )}
          {errors.hexValue && (
            <Text as="p" size="1" color="red" role="alert">
              {t(errors.hexValue)}
            </Text>
          )}
          {problem && (
            <Callout.Root color="red" role="alert" mt="2">
              <Callout.Text>{problem}</Callout.Text>
            </Callout.Root>
          )}
        </form>
        <Box mt="4">
          <QueryBoundary
            query={mappings}
            pending={
              <Text size="2" color="gray">
                {t('loading')}
              </Text>
            }
            empty={
              <Text size="2" color="gray">
                {t('noDataAvailable')}
              </Text>
            }
          >
            {(list) => (
              <Flex direction="column" gap="2" asChild>
                <ul aria-label={t('colorMappings')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {list.map((mapping) => (
                    <MappingRow
                      key={`${mapping.id}-${mapping.colorName}-${mapping.hexValue}`}
                      mapping={mapping}
                      onUpdate={(id, colorName, hexValue) => update(id, { colorName, hexValue })}
                      onDelete={remove}
                    />
                  ))}
                </ul>
              </Flex>
            )}
          </QueryBoundary>
        </Box>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
