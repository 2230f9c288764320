import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind } from './invoice-numbers';
import type { TaxSplit } from './tax-maths';

/** The supplier as printed: the shop's legal details on the day of issue. */
export interface SupplierSnapshot {
  legalName: string;
  /** The name the shop trades under, when the owner set one that differs from the legal name. */
  tradeName?: string;
  address: string;
  stateCode: string;
  stateName: string;
  gstin: string;
}

/** The buyer as printed: the order's name and delivery address. */
export interface BuyerSnapshot {
  name: string;
  /** The address, one printed line each. */
  addressLines: string[];
  pincode: string;
  stateName: string;
  stateCode: string;
  /** A registered buyer's GSTIN and business name, given at checkout (a B2B invoice); none for a consumer. */
  gstin?: string;
  businessName?: string;
}

/** One printed line: what was supplied and its tax, all amounts in paise. */
export interface InvoiceLine {
  description: string;
  /** HSN for goods, SAC for a service (delivery); null when staff have not set the product's code. */
  hsn: string | null;
  quantity: number;
  /** Unit quantity code: PCS (pieces) for goods, OTH for a service. */
  unit: string;
  /** What one piece sold for, tax included. */
  unitPricePaise: number;
  /** The line's share of the order's discounts (promotions, coupons), tax included: unit price × quantity − discount = amount. Absent: none. */
  discountPaise?: number;
  /** What the line sold for, tax included, after its discount: taxable + taxes. */
  amountPaise: number;
  taxablePaise: number;
  /** The GST rate in basis points (500 = 5 %): CGST and SGST are half of it each; IGST all of it. */
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The order line an invoice's goods line bills (none on the delivery line, nor on invoices issued before this was kept). */
  orderLineId?: string;
  /**
   * On a credit note: which of its invoice's lines (0-based) this line credits. Credit notes issued
   * before partial credit notes have none: they copied the invoice's lines one for one.
   */
  invoiceLine?: number;
}

/** A tax invoice or credit note exactly as issued: never updated (the database refuses it). */
@Entity({ name: 'invoice' })
export class InvoiceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: DocumentKind;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId: string;

  @Column({ type: 'text' })
  number: string;

  @Column({ type: 'text' })
  series: string;

  @Column({ type: 'integer' })
  serial: number;

  @Column({ type: 'text', name: 'financial_year' })
  financialYear: string;

  @Column({ type: 'timestamptz', name: 'issued_at' })
  issuedAt: Date;

  @Column({ type: 'jsonb' })
  supplier: SupplierSnapshot;

  @Column({ type: 'jsonb' })
  buyer: BuyerSnapshot;

  @Column({ type: 'text', name: 'place_of_supply_state' })
  placeOfSupplyState: string;

  @Column({ type: 'text', name: 'place_of_supply_code' })
  placeOfSupplyCode: string;

  @Column({ type: 'text', name: 'tax_split' })
  taxSplit: TaxSplit;

  @Column({ type: 'boolean', name: 'reverse_charge', default: false })
  reverseCharge: boolean;

  @Column({ type: 'jsonb' })
  lines: InvoiceLine[];

  @Column({ type: 'integer', name: 'taxable_paise' })
  taxablePaise: number;

  @Column({ type: 'integer', name: 'cgst_paise' })
  cgstPaise: number;

  @Column({ type: 'integer', name: 'sgst_paise' })
  sgstPaise: number;

  @Column({ type: 'integer', name: 'igst_paise' })
  igstPaise: number;

  @Column({ type: 'integer', name: 'total_paise' })
  totalPaise: number;

  /** A credit note's invoice (an invoice may have several credit notes, together never more than it). */
  @Column({ type: 'uuid', name: 'related_invoice_id', nullable: true })
  relatedInvoiceId: string | null;

  /** Why a credit note was issued. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;
}
