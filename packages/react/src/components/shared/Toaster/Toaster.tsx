import { Box, Card, Flex, IconButton, Text } from '@radix-ui/themes';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../hooks/shared/useT';
import { type ToastApi, ToastContext, type ToastInput } from './toast.context';

/** How long a toast stays before it hides itself, in milliseconds. */
export const TOAST_DURATION_MS = 5_000;

/** Toasts on screen at once (spec section 9: 1). */
export const TOAST_LIMIT = 1;

/** A toast's text shows at most four lines: the toast is a notice, and a longer one would cover the page. */
const DESCRIPTION_CLAMP = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
} as const;

/** Props of Toaster. */
export interface ToasterProps {
  /** The app; useToast works anywhere inside. */
  readonly children?: ReactNode;
  /**
   * Auto-hide delay; `TOAST_DURATION_MS` by default. `Infinity` keeps each toast until it is closed or replaced, for
   * users who need more time to read (WCAG 2.2.1).
   */
  readonly durationMs?: number;
}

/** Holds the one visible toast and renders it in a live region at the bottom right. */
export function Toaster({ children, durationMs = TOAST_DURATION_MS }: ToasterProps) {
  const t = useT();
  // A counter keys each toast, so a repeated message restarts its timer and is announced again.
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const show = useCallback(
    (toast: ToastInput) => setCurrent((previous) => ({ ...toast, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  useEffect(() => {
    if (!current || !Number.isFinite(durationMs)) return;
    const timer = setTimeout(
      () => setCurrent((shown) => (shown?.id === current.id ? null : shown)),
      durationMs,
    );
    return () => clearTimeout(timer);
  }, [current, durationMs]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        position="fixed"
        bottom="0"
        right="0"
        p="4"
        style={{ zIndex: 1000, maxWidth: 420, width: '100%', pointerEvents: 'none' }}
      >
        {/* Live regions (no landmark role, so they never count as a screen's alert) stay mounted so screen readers hear each new toast. */}
        <div aria-live="polite" aria-atomic="true">
          {current && !current.destructive && (
            <ToastCard toast={current} onClose={dismiss} closeLabel={t('close')} />
          )}
        </div>
        <div aria-live="assertive" aria-atomic="true">
          {current?.destructive && <ToastCard toast={current} onClose={dismiss} closeLabel={t('close')} />}
        </div>
      </Box>
    </ToastContext.Provider>
  );
}

function ToastCard({
  toast,
  onClose,
  closeLabel,
}: {
  toast: ToastInput;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <Card
      style={{
        pointerEvents: 'auto',
        borderLeft: `4px solid var(--${toast.destructive ? 'red' : 'green'}-9)`,
      }}
    >
      <Flex gap="3" align="start" justify="between">
        {/* A long word (a pasted query, a URL) wraps inside the toast, and a long text stops after a few lines. */}
        <Flex direction="column" gap="1" minWidth="0" style={{ overflowWrap: 'anywhere' }}>
          <Text weight="bold" size="2" color={toast.destructive ? 'red' : undefined}>
            {toast.title}
          </Text>
          {toast.description && (
            <Text size="2" style={DESCRIPTION_CLAMP}>
              {toast.description}
            </Text>
          )}
        </Flex>
        <IconButton size="1" variant="ghost" color="gray" aria-label={closeLabel} onClick={onClose}>
          <svg width="12" height="12" viewBox="0 0 15 15" aria-hidden="true">
            <path d="M3 3l9 9M12 3l-9 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </IconButton>
      </Flex>
    </Card>
  );
}
