import { Box, Button, Card, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { COPY_CONFIRMATION_MS, type EmbedParams, embedSnippet } from '@storesearch/sdk/stores';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../hooks/shared/useT';
import { useUbiTracking } from '../../../hooks/ubi/useUbiTracking';

/** The analytics event recorded when a vendor copies the script (how many stores get as far as installing). */
export const EMBED_COPIED_EVENT = 'embed_script_copied';

/** Props of EmbedScriptBox. */
export interface EmbedScriptBoxProps {
  /** The store the script serves. */
  params: EmbedParams;
  /** The CDN address of the script; the SDK's default when absent. */
  baseUrl?: string;
}

/** The embed script with Copy; 'Copied!' shows for 2 s (spec section 4). */
export function EmbedScriptBox({ params, baseUrl }: EmbedScriptBoxProps) {
  const t = useT();
  const id = useId();
  const track = useUbiTracking();
  const [copied, setCopied] = useState(false);
  const snippet = embedSnippet(params, baseUrl);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    await navigator.clipboard.writeText(snippet);
    setCopied(true);
    track(EMBED_COPIED_EVENT, { store_id: String(params.storeId) });
  };

  return (
    <Card size="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="3">
            <Heading as="h2" size="4" id={`${id}-title`}>
              {t('embedScript')}
            </Heading>
            <Button
              variant={copied ? 'soft' : 'solid'}
              color={copied ? 'green' : undefined}
              onClick={() => void copy()}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          </Flex>
          <Text as="p" size="2" color="gray" id={`${id}-hint`}>
            {t('copyEmbedScript')}
          </Text>
          <Box
            p="3"
            style={{ background: 'var(--gray-a3)', borderRadius: 'var(--radius-2)', overflowX: 'auto' }}
          >
            <Code
              variant="ghost"
              size="2"
              aria-describedby={`${id}-hint`}
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {snippet}
            </Code>
          </Box>
          <span
            role="status"
            aria-live="polite"
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {copied ? t('copied') : ''}
          </span>
        </Flex>
      </section>
    </Card>
  );
}
