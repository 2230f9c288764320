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

@ObjectType('ShopLegalDetails', { description: 'The shop as the supplier on its tax invoices.' })
export class ShopLegalDetailsType {
  @Field(() => String)
  legalName: string;

  @Field(() => String, { description: 'The registered place of business; one printed line per line.' })
  address: string;

  @Field(() => String, { description: 'GST state code, e.g. 09.' })
  stateCode: string;

  @Field(() => String, { description: 'The state the code names, e.g. Uttar Pradesh.' })
  stateName: string;

  @Field(() => String)
  gstin: string;

  @Field(() => String, { description: 'Starts every invoice number (RZ gives RZ/25-26/000123); credit notes add C (RZC/25-26/000004).' })
  invoicePrefix: string;
}

@InputType('ShopLegalDetailsInput', { description: 'The shop’s legal details for its tax invoices.' })
export class ShopLegalDetailsInput {
  @Field(() => String)
  legalName: string;

  @Field(() => String)
  address: string;

  @Field(() => String)
  stateCode: string;

  @Field(() => String)
  gstin: string;

  @Field(() => String)
  invoicePrefix: string;
}
