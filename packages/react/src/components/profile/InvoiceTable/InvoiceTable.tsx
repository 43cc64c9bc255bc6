import { Button, Callout, Flex, Skeleton, Table } from '@radix-ui/themes';
import { formatCurrency, formatDate } from '@storesearch/sdk';
import { invoiceFileName } from '@storesearch/sdk/profile';
import { type ReactNode, useState } from 'react';
import { labelOf } from '../../../format/admin.labels';
import { INVOICE_STATUS_LABEL_KEYS } from '../../../format/format.labels';
import { useDownloadInvoice } from '../../../hooks/profile/useDownloadInvoice';
import { useInvoices } from '../../../hooks/profile/useInvoices';
import { useLocale } from '../../../hooks/shared/useLocale';
import { useT } from '../../../hooks/shared/useT';
import { QueryBoundary } from '../../shared/QueryBoundary/QueryBoundary';

/** Hides the caption visually; screen readers still name the table by it. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Placeholder rows while the invoices load. */
const LOADING_ROWS = 3;

/** Props of InvoiceTable. */
export interface InvoiceTableProps {
  /** The user whose invoices to list and download. */
  userId: string | number | undefined;
}

/** Saves a blob under a file name through a temporary link. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download keeps its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Payment Invoice (spec section 2): Date, Status, Invoice Number, Amount, Invoice. A row's Download saves that
 * invoice's PDF under its number (`invoice-INV-202605-11.pdf`); a failed download shows the spec's alert.
 */
export function InvoiceTable({ userId }: InvoiceTableProps) {
  const t = useT();
  const locale = useLocale();
  const invoices = useInvoices(userId);
  const download = useDownloadInvoice();
  const [failed, setFailed] = useState(false);

  const onDownload = async (invoiceNumber: string) => {
    if (userId === undefined) return;
    setFailed(false);
    try {
      saveBlob(await download.mutateAsync({ userId, invoiceNumber }), invoiceFileName(userId, invoiceNumber));
    } catch {
      setFailed(true);
    }
  };

  const frame = (rows: ReactNode) => (
    <Flex direction="column" gap="3">
      {failed && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('invoiceComingSoon')}</Callout.Text>
        </Callout.Root>
      )}
      <Table.Root variant="surface" aria-busy={invoices.isPending}>
        <caption style={VISUALLY_HIDDEN}>{t('paymentInvoiceTitle')}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('columnDate')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('columnStatus')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('columnInvoiceNumber')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('columnAmount')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('columnInvoice')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>{rows}</Table.Body>
      </Table.Root>
    </Flex>
  );
  return (
    <QueryBoundary
      query={invoices}
      pending={frame(
        Array.from({ length: LOADING_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Table.Row key={index}>
            <Table.Cell colSpan={5}>
              <Skeleton height="20px" />
            </Table.Cell>
          </Table.Row>
        )),
      )}
      empty={frame(
        <Table.Row>
          <Table.Cell colSpan={5}>{t('noInvoicesFound')}</Table.Cell>
        </Table.Row>,
      )}
    >
      {(list) =>
        frame(
          list.map((invoice) => (
            <Table.Row key={invoice.invoiceNumber}>
              <Table.Cell>{formatDate(invoice.date, locale)}</Table.Cell>
              <Table.Cell>{labelOf(t, INVOICE_STATUS_LABEL_KEYS, invoice.status)}</Table.Cell>
              <Table.RowHeaderCell>{invoice.invoiceNumber}</Table.RowHeaderCell>
              <Table.Cell>{formatCurrency(invoice.amount, 'USD', locale)}</Table.Cell>
              <Table.Cell>
                <Button
                  size="1"
                  variant="soft"
                  // Only the row being fetched waits; the others can be downloaded meanwhile.
                  loading={download.isPending && download.variables?.invoiceNumber === invoice.invoiceNumber}
                  onClick={() => void onDownload(invoice.invoiceNumber)}
                  aria-label={`${t('download')} ${invoice.invoiceNumber}`}
                >
                  {t('download')}
                </Button>
              </Table.Cell>
            </Table.Row>
          )),
        )
      }
    </QueryBoundary>
  );
}
