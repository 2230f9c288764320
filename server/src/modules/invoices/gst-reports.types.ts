import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum TaxDocumentKind {
  INVOICE = 'invoice',
  CREDIT_NOTE = 'credit_note',
}
registerEnumType(TaxDocumentKind, { name: 'TaxDocumentKind', description: 'A tax invoice, or a credit note against one.' });

// Float: sums of a period may pass GraphQL's 32-bit Int; they are always whole paise (negative when credit notes exceed invoices).
@ObjectType('TaxFigures', { description: 'Invoices less credit notes of a period, in whole paise (Float only because a sum may outgrow a 32-bit Int).' })
export class TaxFiguresType {
  @Field(() => Float)
  taxablePaise: number;

  @Field(() => Float)
  igstPaise: number;

  @Field(() => Float)
  cgstPaise: number;

  @Field(() => Float)
  sgstPaise: number;

  @Field(() => Float, { description: 'Taxable value and taxes together.' })
  totalPaise: number;
}

@ObjectType('TaxSummaryRow', { description: 'The figures of one GST rate, or of one state (the place of supply).' })
export class TaxSummaryRowType extends TaxFiguresType {
  @Field(() => Int, { nullable: true, description: 'The rate in basis points (500 = 5 %), in the by-rate rows.' })
  rateBp?: number;

  @Field(() => String, { nullable: true, description: 'The GST state code, in the by-state rows.' })
  stateCode?: string;

  @Field(() => String, { nullable: true })
  stateName?: string;
}

@ObjectType('TaxSummary', { description: 'Taxable value and taxes of a period (India time) by rate and by state, invoices less credit notes.' })
export class TaxSummaryType {
  @Field(() => [TaxSummaryRowType])
  byRate: TaxSummaryRowType[];

  @Field(() => [TaxSummaryRowType])
  byState: TaxSummaryRowType[];

  @Field(() => TaxFiguresType)
  total: TaxFiguresType;

  @Field(() => Int)
  invoiceCount: number;

  @Field(() => Int)
  creditNoteCount: number;
}

@ObjectType('TaxDocument', { description: 'An invoice or credit note as the back office lists it.' })
export class TaxDocumentType {
  @Field(() => String)
  id: string;

  @Field(() => TaxDocumentKind)
  kind: TaxDocumentKind;

  @Field(() => String)
  number: string;

  @Field(() => Date)
  issuedAt: Date;

  @Field(() => String)
  orderId: string;

  @Field(() => String, { description: 'The buyer as printed: the business name of a registered buyer, else the shopper’s name.' })
  buyerName: string;

  @Field(() => String, { nullable: true })
  buyerGstin: string | null;

  @Field(() => String, { description: 'The place of supply, e.g. Karnataka (29).' })
  placeOfSupply: string;

  @Field(() => Int)
  taxablePaise: number;

  @Field(() => Int, { description: 'IGST, CGST and SGST together.' })
  taxPaise: number;

  @Field(() => Int)
  totalPaise: number;

  @Field(() => String, { nullable: true, description: 'A credit note’s invoice number.' })
  againstNumber: string | null;

  @Field(() => String, { description: 'Where staff download the PDF, with their token (a path on this origin).' })
  pdfPath: string;
}

@ObjectType('TaxDocumentPage')
export class TaxDocumentPage {
  @Field(() => [TaxDocumentType])
  items: TaxDocumentType[];

  @Field(() => Int)
  total: number;
}

@InputType('TaxDocumentsFilter')
export class TaxDocumentsFilter {
  @Field(() => String, { nullable: true, description: 'A number, a buyer’s name or GSTIN, or an order id.' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD, India time).' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, included.' })
  to?: string | null;

  @Field(() => TaxDocumentKind, { nullable: true })
  kind?: TaxDocumentKind | null;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;

  @Field(() => Int, { defaultValue: 25, description: '1 to 100.' })
  limit: number;
}
