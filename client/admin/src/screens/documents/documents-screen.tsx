import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { SearchField, SelectField, TextField } from '../../components/fields';
import { Badge, FilterBar, PageHeader } from '../../components/page-header';
import { TaxDocumentsDocument, TaxSummaryDocument, type TaxDocumentKind, type TaxDocumentRowFragment, type TaxFigureRowFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { messageOf } from '../../lib/errors';
import { useListParams } from '../../lib/list-params';
import { formatPaise } from '../../lib/money';
import { currentMonth, GSTR1_TABLES, gstPeriod, monthDays, monthName } from './month-end';

const PAGE = 25;

/** The month's downloads for the accountant: GSTR-1 (JSON and each table as CSV), the sales register, every PDF in one ZIP. */
function MonthEnd({ month }: { month: string }) {
  const [table, setTable] = useState('b2cs');
  const fp = gstPeriod(month);
  const { from, to } = monthDays(month);
  return (
    <section className="card" aria-labelledby="month-end">
      <h2 className="card__title" id="month-end">
        Month end: {monthName(month)}
      </h2>
      <p className="muted">From the invoices and credit notes as issued, in India time. Upload the GSTR-1 file in the GST offline tool or on the portal.</p>
      <div className="month-end">
        <DownloadButton path={`/admin/api/reports/gstr1?period=${fp}`} fileName={`GSTR1_${fp}.json`} className="btn btn--primary">
          GSTR-1 (JSON)
        </DownloadButton>
        <div className="month-end__table">
          <SelectField label="GSTR-1 table as CSV" value={table} onChange={(e) => setTable(e.target.value)}>
            {GSTR1_TABLES.map((t) => (
              <option key={t.table} value={t.table}>
                {t.label}
              </option>
            ))}
          </SelectField>
          <DownloadButton path={`/admin/api/reports/gstr1?period=${fp}&format=csv&table=${table}`} fileName={`GSTR1_${fp}_${table}.csv`}>
            Download CSV
          </DownloadButton>
        </div>
        <DownloadButton path={`/admin/api/reports/sales-register.csv?from=${from}&to=${to}`} fileName={`sales-register_${from}_${to}.csv`}>
          Sales register (CSV)
        </DownloadButton>
        <DownloadButton path={`/admin/api/reports/documents.zip?period=${fp}`} fileName={`documents_${fp}.zip`} busyLabel="Preparing the ZIP…">
          All PDFs (ZIP)
        </DownloadButton>
      </div>
    </section>
  );
}

const rate = (bp: number | null | undefined) => `${((bp ?? 0) / 100).toString()}%`;

function FiguresTable({ caption, first, rows, label }: { caption: string; first: string; rows: TaxFigureRowFragment[]; label: (r: TaxFigureRowFragment) => string }) {
  return (
    <div className="figures-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="lines table-figures">
        <caption className="card__subtitle">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className="num">Taxable value</th>
            <th scope="col" className="num">IGST</th>
            <th scope="col" className="num">CGST</th>
            <th scope="col" className="num">SGST</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={label(r)}>
              <th scope="row">{label(r)}</th>
              <td className="num">{formatPaise(r.taxablePaise)}</td>
              <td className="num">{formatPaise(r.igstPaise)}</td>
              <td className="num">{formatPaise(r.cgstPaise)}</td>
              <td className="num">{formatPaise(r.sgstPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The month's tax by rate and by state (place of supply), invoices less credit notes. */
function TaxSummary({ month }: { month: string }) {
  const { data, loading, error } = useQuery(TaxSummaryDocument, { variables: monthDays(month) });
  const s = data?.taxSummary;
  return (
    <section className="card" aria-labelledby="tax-summary" aria-busy={loading}>
      <h2 className="card__title" id="tax-summary">
        Tax summary
      </h2>
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      {!s ? (
        loading && <span className="skeleton skeleton--block" aria-hidden="true" />
      ) : (
        <>
          <p className="tight">
            {s.invoiceCount} {s.invoiceCount === 1 ? 'invoice' : 'invoices'}, {s.creditNoteCount} {s.creditNoteCount === 1 ? 'credit note' : 'credit notes'}. Taxable value{' '}
            <strong>{formatPaise(s.total.taxablePaise)}</strong>, tax <strong>{formatPaise(s.total.igstPaise + s.total.cgstPaise + s.total.sgstPaise)}</strong>, net of credit notes.
          </p>
          {s.byRate.length > 0 && (
            <div className="report-grid">
              <FiguresTable caption="By rate" first="Rate" rows={s.byRate} label={(r) => rate(r.rateBp)} />
              <FiguresTable caption="By state (place of supply)" first="State" rows={s.byState} label={(r) => `${r.stateName} (${r.stateCode})`} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Owners and managers: the shop's tax invoices and credit notes, the month's GST downloads and its tax summary. */
export function DocumentsScreen() {
  const list = useListParams({ limit: PAGE, filters: { month: currentMonth(), q: '', kind: '' } });
  const f = list.filters;
  const days = f.month ? monthDays(f.month) : { from: undefined, to: undefined };
  const filter = { search: f.q.trim() || undefined, kind: (f.kind || undefined) as TaxDocumentKind | undefined, ...days, offset: list.offset, limit: PAGE };
  const { data: fresh, previousData, loading, error } = useQuery(TaxDocumentsDocument, { variables: { filter } });
  const data = fresh ?? previousData;

  const columns: Column<TaxDocumentRowFragment>[] = [
    {
      key: 'number',
      header: 'Number',
      render: (d) => (
        <div className="cell-stack">
          <span className="mono strong">{d.number}</span>
          {d.againstNumber && <span className="muted">against {d.againstNumber}</span>}
        </div>
      ),
    },
    { key: 'kind', header: 'Type', render: (d) => (d.kind === 'INVOICE' ? <Badge tone="info">Invoice</Badge> : <Badge tone="warning">Credit note</Badge>) },
    { key: 'date', header: 'Date', render: (d) => <time dateTime={d.issuedAt}>{formatDateTime(d.issuedAt)}</time> },
    {
      key: 'buyer',
      header: 'Buyer',
      render: (d) => (
        <div className="cell-stack">
          <span>{d.buyerName}</span>
          <span className="muted">{d.buyerGstin ? <span className="mono">{d.buyerGstin}</span> : d.placeOfSupply}</span>
        </div>
      ),
    },
    {
      key: 'order',
      header: 'Order',
      render: (d) => (
        <Link to={`/orders/${d.orderId}`} className="strong-link">
          #{d.orderId.slice(-6).toUpperCase()}
        </Link>
      ),
    },
    { key: 'taxable', header: 'Taxable', align: 'end', render: (d) => formatPaise(d.taxablePaise) },
    { key: 'tax', header: 'Tax', align: 'end', render: (d) => formatPaise(d.taxPaise) },
    { key: 'total', header: 'Total', align: 'end', render: (d) => formatPaise(d.totalPaise) },
    {
      key: 'pdf',
      header: 'Download',
      hiddenHeader: true,
      render: (d) => (
        <DownloadButton path={d.pdfPath} fileName={`${d.number.replace(/\//g, '-')}.pdf`} className="btn btn--small" ariaLabel={`Download ${d.number} (PDF)`}>
          PDF
        </DownloadButton>
      ),
    },
  ];

  const active = [f.q, f.kind].filter(Boolean).length;
  return (
    <div className="page">
      <PageHeader title="Invoices and GST" lead="Tax invoices and credit notes as issued, and the month’s GSTR-1, sales register and tax summary for your accountant." />
      <FilterBar label="Document filters" active={active}>
        <TextField label="Month" type="month" value={f.month} onChange={(e) => list.setFilter('month', e.target.value)} max={currentMonth()} />
        <SearchField label="Search" placeholder="Number, buyer, GSTIN, order id" value={f.q} onCommit={(v) => list.setFilter('q', v)} />
        <SelectField label="Type" value={f.kind} onChange={(e) => list.setFilter('kind', e.target.value)}>
          <option value="">Invoices and credit notes</option>
          <option value="INVOICE">Invoices</option>
          <option value="CREDIT_NOTE">Credit notes</option>
        </SelectField>
      </FilterBar>
      {f.month && (
        <div className="report-grid">
          <MonthEnd month={f.month} />
          <TaxSummary month={f.month} />
        </div>
      )}
      {error && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <DataTable
        caption="Tax invoices and credit notes"
        columns={columns}
        rows={data?.taxDocuments.items}
        rowKey={(d) => d.id}
        loading={loading}
        page={{ offset: list.offset, limit: PAGE, total: data?.taxDocuments.total }}
        onPage={list.setOffset}
        empty={<p>No documents match. {active ? 'Try clearing a filter.' : 'An invoice is issued when an order ships.'}</p>}
      />
    </div>
  );
}
