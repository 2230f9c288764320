import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('InvoiceDocument', { description: 'A GST tax invoice or credit note of an order, as issued.' })
export class InvoiceDocument {
  @Field(() => String, { description: 'The document number, consecutive within its series and financial year (e.g. RZ/25-26/000123).' })
  number: string;

  @Field(() => Date)
  issuedAt: Date;

  @Field(() => Int, { description: 'What the document is for, in paise, tax included (a credit note: what it credits).' })
  totalPaise: number;

  @Field(() => String, { description: 'Where the PDF is downloaded, with the same bearer token (a path on this origin).' })
  pdfUrl: string;
}

@ObjectType('GstState', { description: 'A state or union territory by its GST state code (the two digits that start a GSTIN).', simpleResolvers: true })
export class GstStateType {
  @Field(() => String, { description: 'Two digits, 01 to 38 or 97.' })
  code: string;

  @Field(() => String)
  name: string;
}

@ObjectType('ShopLegalDetails', { description: 'The shop as the supplier on its tax invoices.' })
export class ShopLegalDetailsType {
  @Field(() => String)
  legalName: string;

  @Field(() => String, { nullable: true, description: 'The name the shop trades under, printed beside the legal name; null when the same.' })
  tradeName: string | null;

  @Field(() => String, { description: 'The registered place of business; one printed line per line.' })
  address: string;

  @Field(() => String, { description: 'GST state code, e.g. 09.' })
  stateCode: string;

  @Field(() => String, { description: 'The state the code names, e.g. Uttar Pradesh.' })
  stateName: string;

  @Field(() => String)
  gstin: string;

  @Field(() => String, { description: 'Starts every invoice number (RZ gives RZ/25-26/000123).' })
  invoicePrefix: string;

  @Field(() => String, { description: 'Starts every credit-note number (RZC gives RZC/25-26/000004); by default the invoice prefix and C.' })
  creditNotePrefix: string;

  @Field(() => Boolean, { description: 'Whether the GSTIN is the demo shop’s made-up one: invoices then are not real tax invoices.' })
  isDemoGstin: boolean;
}

@InputType('ShopLegalDetailsInput', { description: 'The shop’s legal details for its tax invoices.' })
export class ShopLegalDetailsInput {
  @Field(() => String)
  legalName: string;

  @Field(() => String, { nullable: true, description: 'Optional; empty or the same as the legal name: none.' })
  tradeName?: string | null;

  @Field(() => String)
  address: string;

  @Field(() => String)
  stateCode: string;

  @Field(() => String)
  gstin: string;

  @Field(() => String)
  invoicePrefix: string;

  @Field(() => String, { nullable: true, description: 'Optional: the invoice prefix and C when not given.' })
  creditNotePrefix?: string | null;
}
