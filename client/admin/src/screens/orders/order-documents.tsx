import { DownloadButton } from '../../components/download-button';
import type { OrderTaxDocumentFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { formatPaise } from '../../lib/money';

const fileName = (d: OrderTaxDocumentFragment) => `${d.number.replace(/\//g, '-')}.pdf`;

/**
 * The order's GST documents: the tax invoice (issued when it ships) with its download, and the credit
 * notes against it beside it. Before shipping there is none, and the card says when there will be.
 */
export function OrderDocuments({ documents, status }: { documents: OrderTaxDocumentFragment[]; status: string }) {
  const invoice = documents.find((d) => d.kind === 'INVOICE');
  const notes = documents.filter((d) => d.kind === 'CREDIT_NOTE');
  return (
    <section className="card" aria-labelledby="order-documents">
      <h2 className="card__title" id="order-documents">
        Tax invoice
      </h2>
      {invoice ? (
        <div className="doc-row">
          <div className="cell-stack">
            <span className="mono doc-row__number">{invoice.number}</span>
            <span className="muted">
              {formatDateTime(invoice.issuedAt)} · {formatPaise(invoice.totalPaise)}
              {invoice.buyerGstin ? ` · B2B, GSTIN ${invoice.buyerGstin}` : ''}
            </span>
          </div>
          <DownloadButton path={invoice.pdfPath} fileName={fileName(invoice)} className="btn btn--small" ariaLabel={`Download invoice ${invoice.number} (PDF)`}>
            Download PDF
          </DownloadButton>
        </div>
      ) : (
        <p className="muted tight">
          {['PENDING', 'CONFIRMED', 'AWAITING_PAYMENT'].includes(status) ? 'Issued when the order ships.' : 'No tax invoice was issued for this order.'}
        </p>
      )}
      {notes.length > 0 && (
        <>
          <h3 className="card__subtitle">Credit notes</h3>
          <ul className="doc-list">
            {notes.map((n) => (
              <li key={n.id} className="doc-row">
                <div className="cell-stack">
                  <span className="mono doc-row__number">{n.number}</span>
                  <span className="muted">
                    {formatDateTime(n.issuedAt)} · {formatPaise(n.totalPaise)} credited
                  </span>
                </div>
                <DownloadButton path={n.pdfPath} fileName={fileName(n)} className="btn btn--small" ariaLabel={`Download credit note ${n.number} (PDF)`}>
                  Download PDF
                </DownloadButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
