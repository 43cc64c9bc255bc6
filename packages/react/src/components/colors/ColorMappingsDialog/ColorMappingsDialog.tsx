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
import { ConfirmDialog } from '../../shared/ConfirmDialog/ConfirmDialog';
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

function Swatch({ hex, name, inline }: { hex: string; name: string; inline?: boolean }) {
  const t = useT();
  return (
    <Box
      as={inline ? 'span' : 'div'}
      display={inline ? 'inline-block' : undefined}
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

/** Drops one field's message, keeping the others'. */
function without(errors: FieldErrors, field: ColorMappingField): FieldErrors {
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}

function MappingRow({
  mapping,
  successes,
  onUpdate,
  onDelete,
}: {
  mapping: ColorMapping;
  /** How many writes in the dialog have succeeded: a new one makes this row's last failure stale. */
  successes: number;
  onUpdate: (id: string, name: string, hex: string) => Promise<unknown>;
  /** Asks to delete the mapping (the dialog confirms first). */
  onDelete: (mapping: ColorMapping) => void;
}) {
  const t = useT();
  const failure = useWriteFailure();
  const ids = useId();
  const [name, setName] = useState(mapping.colorName);
  const [hex, setHex] = useState(mapping.hexValue);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The row stays mounted across its saves (so focus stays in it); what the server now holds replaces the fields.
  const [shown, setShown] = useState(mapping);
  if (shown.colorName !== mapping.colorName || shown.hexValue !== mapping.hexValue) {
    setShown(mapping);
    setName(mapping.colorName);
    setHex(mapping.hexValue);
  }
  const [seenSuccesses, setSeenSuccesses] = useState(successes);
  if (seenSuccesses !== successes) {
    setSeenSuccesses(successes);
    setProblem(null);
  }
  const changed = name !== mapping.colorName || hex !== mapping.hexValue;

  const update = async () => {
    if (!changed) return;
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
      setName(checked.value.colorName);
      setHex(checked.value.hexValue);
    }
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
          onChange={(e) => {
            setName(e.target.value);
            setErrors((current) => without(current, 'colorName'));
            setProblem(null);
          }}
        />
        <TextField.Root
          size="1"
          value={hex}
          aria-label={`${t('hexValue')}: ${mapping.colorName}`}
          aria-invalid={errors.hexValue ? true : undefined}
          aria-describedby={errors.hexValue ? `${ids}-hex` : undefined}
          onChange={(e) => {
            setHex(e.target.value);
            setErrors((current) => without(current, 'hexValue'));
            setProblem(null);
          }}
          style={{ width: '7rem' }}
        />
        {/* Unavailable while nothing changed, yet still focusable: after a save focus stays on it, and every
            row has the same controls, so focus can move to the same control of a neighbouring row. */}
        <Button
          size="1"
          variant="soft"
          aria-disabled={changed ? undefined : true}
          data-disabled={changed ? undefined : true}
          onClick={() => void update()}
        >
          {t('save')}
        </Button>
        <IconButton
          size="1"
          variant="ghost"
          color="red"
          aria-label={t('deleteColorMappingNamed', { name: mapping.colorName })}
          onClick={() => onDelete(mapping)}
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
  const [successes, setSuccesses] = useState(0);
  // The mapping asked about stays while the confirmation fades out, so its title does not change as it closes.
  const [deleting, setDeleting] = useState<{ mapping: ColorMapping; open: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);

  // A write that succeeded makes every earlier failure in the dialog stale.
  const succeeded = () => {
    setSuccesses((n) => n + 1);
    setProblem(null);
  };

  const updateMapping = async (id: string, colorName: string, hexValue: string) => {
    const error = await update(id, { colorName, hexValue });
    if (!error) succeeded();
    return error;
  };

  const askDelete = (mapping: ColorMapping) => {
    setDeleteProblem(null);
    setDeleting({ mapping, open: true });
  };

  const closeDelete = () => {
    setDeleting((current) => current && { ...current, open: false });
    setDeleteProblem(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    const error = await remove(deleting.mapping.id);
    setRemoving(false);
    if (error) setDeleteProblem(failure(error, 'failedToDeleteColorMapping'));
    else {
      closeDelete();
      succeeded();
    }
  };

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
      succeeded();
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
                onChange={(e) => {
                  setName(e.target.value);
                  setErrors((current) => without(current, 'colorName'));
                  setProblem(null);
                }}
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
                onChange={(e) => {
                  setHex(e.target.value);
                  setErrors((current) => without(current, 'hexValue'));
                  setProblem(null);
                }}
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
                      key={mapping.id}
                      mapping={mapping}
                      successes={successes}
                      onUpdate={updateMapping}
                      onDelete={askDelete}
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
        <ConfirmDialog
          open={deleting?.open === true}
          onOpenChange={(next) => {
            if (!next) closeDelete();
          }}
          title={t('deleteColorMappingNamed', { name: deleting?.mapping.colorName ?? '' })}
          description={
            deleting && (
              <Flex as="span" gap="2" align="center">
                <Swatch hex={deleting.mapping.hexValue} name={deleting.mapping.colorName} inline />
                {deleting.mapping.hexValue}
              </Flex>
            )
          }
          confirmLabel={t('delete')}
          color="red"
          pending={removing}
          onConfirm={() => void confirmDelete()}
          // Focus goes to the same control of the next row, or the previous one; with none left, to adding one.
          returnFocusFallback={() => document.getElementById(`${ids}-new-name`)}
        >
          {deleteProblem && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{deleteProblem}</Callout.Text>
            </Callout.Root>
          )}
        </ConfirmDialog>
      </Dialog.Content>
    </Dialog.Root>
  );
}
