import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExchangeProductDocument, ExchangeVariantDocument, MyReturnRequestsDocument, RequestReturnDocument } from './gql/graphql';
import { LineReturn } from './return-request';

const ORDER = '6ec880b2-42fa-4c21-9e2c-097ef357dbe6';
/** A white tee in M bought at ₹499.00. */
const LINE = { id: 'line-1', size: 'M', productId: 'p1', color: 'white', quantity: 1, unitPricePaise: 49900 };
const TEE = 'Rangrez Logo Tee';

const mine = (requests: object[]) => ({ request: { query: MyReturnRequestsDocument, variables: { orderId: ORDER } }, result: { data: { myReturnRequests: requests } } });
const aProduct = (id: string, color: string, more: object = {}) => ({
  __typename: 'Product',
  id,
  name: TEE,
  color,
  pricePaise: 49900,
  stock: 10,
  archived: false,
  availableSizes: ['S', 'M', 'L'],
  ...more,
});
const HEX: Record<string, string> = { white: '#ffffff', black: '#1a1a1a', navy: '#1f2a44', maroon: '#6b1e2a' };
/** The ordered tee, its family's colours the swatches name. */
const ordered = (colors: string[]) => ({
  request: { query: ExchangeProductDocument, variables: { id: 'p1' } },
  result: { data: { product: { ...aProduct('p1', 'white'), colorSwatches: colors.map((name) => ({ __typename: 'ColorSwatch', name, hex: HEX[name] })) } } },
});
const variant = (product: ReturnType<typeof aProduct>) => ({
  request: { query: ExchangeVariantDocument, variables: { name: TEE, color: product.color } },
  result: { data: { productVariant: product } },
});
const aRequest = (more: object) => ({
  __typename: 'ReturnRequest',
  id: 'r1',
  orderLineId: 'line-1',
  kind: 'RETURN',
  state: 'REQUESTED',
  refundState: null,
  refundAmountPaise: 0,
  refundId: null,
  upiId: null,
  rejectionReason: null,
  pickupAwb: null,
  replacementOrderId: null,
  replacementSize: null,
  replacementColor: null,
  ...more,
});

/**
 * The browser's XMLHttpRequest as the shop's upload endpoint answers it: 201 with the stored video's key.
 * (jsdom has no server behind it.)
 */
const uploadedTo: string[] = [];
class UploadingXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    uploadedTo.push(url);
  }
  setRequestHeader() {}
  send(form: FormData) {
    const file = form.get('file') as File;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = 201;
      this.responseText = JSON.stringify({ key: `returns/${file.name}` });
      this.onload?.();
    });
  }
}
afterEach(() => vi.unstubAllGlobals());

describe('a delivered line: return or exchange', () => {
  it("offers 'Return or exchange' and opens a form asking for the kind, reason, new size, UPI id (COD return) and the two videos", async () => {
    render(
      <MockedProvider mocks={[mine([]), ordered(['white'])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    // The product's own sizes, less the one it came in; a product in one colour offers no colour choice.
    const sizes = await screen.findByLabelText('New size');
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'S', 'L']);
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    fireEvent.click(screen.getByLabelText(/Return \(on the day of delivery\)/));
    expect(screen.getByLabelText('UPI id for the refund')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('UPI id for the refund'), { target: { value: 'asha@okaxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add the unpacking video and the condition video.');
  });

  it("exchanges for another colour at the price paid, in stock, with the sizes that colour comes in; the request carries that colour's product", async () => {
    vi.stubGlobal('XMLHttpRequest', UploadingXhr);
    let sent: Record<string, unknown> | undefined;
    const exchange = {
      request: { query: RequestReturnDocument, variables: () => true },
      result: (variables: { input: Record<string, unknown> }) => {
        sent = variables.input;
        return { data: { requestReturn: aRequest({ kind: 'EXCHANGE', replacementSize: 'XL', replacementColor: 'black' }) } };
      },
    };
    const mocks = [
      mine([]),
      ordered(['black', 'maroon', 'navy', 'white']),
      variant(aProduct('p2', 'black', { availableSizes: ['S', 'M', 'L', 'XL'] })),
      // Dearer than the ₹499.00 paid, and out of stock: neither is offered.
      variant(aProduct('p3', 'navy', { pricePaise: 54900 })),
      variant(aProduct('p4', 'maroon', { stock: 0 })),
      exchange,
      mine([aRequest({ kind: 'EXCHANGE', replacementSize: 'XL', replacementColor: 'black' })]),
    ];
    render(
      <MockedProvider mocks={mocks}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const colours = await screen.findByRole('group', { name: 'Colour' });
    expect(within(colours).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['White (as ordered)', 'Black']);
    expect(within(colours).getByText('Colours in stock at the ₹499.00 you paid.')).toBeTruthy();
    // The ordered colour comes first, in its other sizes.
    expect((within(colours).getByRole('radio', { name: 'White (as ordered)' }) as HTMLInputElement).checked).toBe(true);
    const sizeOptions = () => within(screen.getByLabelText('New size')).getAllByRole('option').map((o) => o.textContent);
    expect(sizeOptions()).toEqual(['Choose…', 'S', 'L']);
    fireEvent.change(screen.getByLabelText('New size'), { target: { value: 'L' } });

    // Black: every size it comes in, the ordered one too; the L chosen stays.
    fireEvent.click(within(colours).getByRole('radio', { name: 'Black' }));
    expect(sizeOptions()).toEqual(['Choose…', 'S', 'M', 'L', 'XL']);
    expect((screen.getByLabelText('New size') as HTMLSelectElement).value).toBe('L');
    fireEvent.change(screen.getByLabelText('New size'), { target: { value: 'XL' } });

    const files = [new File(['a'], 'unpacking.webm', { type: 'video/webm' }), new File(['b'], 'condition.webm', { type: 'video/webm' })];
    fireEvent.change(screen.getByLabelText(/Unpacking and condition videos/), { target: { files } });
    await waitFor(() => expect(screen.getAllByText(/Uploaded$/)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // My Orders then names the colour and size asked for.
    await waitFor(() => expect(screen.getByTestId('return-status').textContent).toBe('Exchange for Black, size XL: Requested: we will look at it within a working day'));
    expect(sent).toMatchObject({ orderId: ORDER, lineId: 'line-1', kind: 'EXCHANGE', replacementProductId: 'p2', replacementSize: 'XL', upiId: null, videoIds: ['returns/unpacking.webm', 'returns/condition.webm'] });
    // Each video was uploaded for this order line (the shop takes videos only for a line it can return).
    expect(uploadedTo.slice(-2)).toEqual([0, 1].map(() => `/api/v1/returns/videos?orderId=${ORDER}&lineId=line-1`));
  });

  it('a product in no other size (a cap) is exchanged for a colour alone; with nothing to exchange for, it says so', async () => {
    const cap = { ...LINE, size: 'NA' };
    const capOf = (id: string, color: string, more: object = {}) => aProduct(id, color, { availableSizes: [], ...more });
    const orderedCap = (colors: string[]) => ({
      request: { query: ExchangeProductDocument, variables: { id: 'p1' } },
      result: { data: { product: { ...capOf('p1', 'white'), colorSwatches: colors.map((name) => ({ __typename: 'ColorSwatch', name, hex: HEX[name] })) } } },
    });
    const first = render(
      <MockedProvider mocks={[mine([]), orderedCap(['black', 'white']), variant(capOf('p2', 'black'))]}>
        <LineReturn orderId={ORDER} line={cap} cashOnDelivery />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const colours = await screen.findByRole('group', { name: 'Colour' });
    expect(within(colours).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Black']);
    expect(screen.queryByLabelText('New size')).toBeNull();
    first.unmount();

    render(
      <MockedProvider mocks={[mine([]), orderedCap(['black', 'white']), variant(capOf('p2', 'black', { stock: 0 }))]}>
        <LineReturn orderId={ORDER} line={cap} cashOnDelivery />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    expect((await screen.findByText(/^No other size or colour of this product is in stock/)).textContent).toBe(
      'No other size or colour of this product is in stock at the price you paid right now. You can ask for a return instead.',
    );
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
  });

  it("shows the request's status instead once there is one: an online return refunded to the payment takes the bank 5-7 working days", async () => {
    const request = {
      __typename: 'ReturnRequest',
      id: 'r1',
      orderLineId: 'line-1',
      kind: 'RETURN',
      state: 'REFUNDED',
      refundState: 'refunded',
      refundAmountPaise: 49900,
      refundId: null,
      upiId: null,
      rejectionReason: null,
      pickupAwb: 'TESTR0000000001',
      replacementOrderId: null,
      replacementSize: null,
      replacementColor: null,
    };
    render(
      <MockedProvider mocks={[mine([{ ...request, refundId: 'rfnd_TEST123' }])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery={false} />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('return-status')).textContent).toBe('Return: Refunded (5-7 working days) · refund ₹499.00');
  });

  it('a cash-on-delivery return paid to the UPI id is done: it names the UPI id and the payout reference', async () => {
    const request = aRequest({ state: 'REFUNDED', refundState: 'refunded', refundAmountPaise: 49900, pickupAwb: 'TESTR0000000001', refundId: 'UTR-412345678901', upiId: 'asha.verma@okaxis' });
    render(
      <MockedProvider mocks={[mine([request])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('return-status')).textContent).toBe('Return: Refunded to your UPI ID asha.verma@okaxis · reference UTR-412345678901 · refund ₹499.00');
  });

  it('a cash-on-delivery exchange refunded instead (no UPI id on file, the shopper gave one by mail) says so with the payout reference', async () => {
    const request = aRequest({
      id: 'r4',
      kind: 'EXCHANGE',
      state: 'REFUNDED',
      refundState: 'refunded',
      refundAmountPaise: 49900,
      pickupAwb: 'TESTR0000000004',
      refundId: 'UTR-998877665544',
      replacementOrderId: '0b6f3c1e-7d2a-4e59-8f61-2c9d4a7be5f0',
      replacementSize: 'L',
      replacementColor: 'white',
    });
    render(
      <MockedProvider mocks={[mine([request])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('return-status')).textContent).toBe(
      'Exchange for size L: Refunded to your UPI ID · reference UTR-998877665544 · refund ₹499.00 · cancelled replacement #7BE5F0',
    );
  });

  it("names an exchange's replacement order, so the shopper finds it in My Orders", async () => {
    const request = {
      __typename: 'ReturnRequest',
      id: 'r2',
      orderLineId: 'line-1',
      kind: 'EXCHANGE',
      state: 'REPLACEMENT_PLACED',
      refundState: null,
      refundAmountPaise: 0,
      refundId: null,
      upiId: null,
      rejectionReason: null,
      pickupAwb: 'TESTR0000000002',
      replacementOrderId: '0b6f3c1e-7d2a-4e59-8f61-2c9d4a7be5f0',
      replacementSize: 'L',
      replacementColor: 'white',
    };
    render(
      <MockedProvider mocks={[mine([request])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    // The same colour as ordered: only the size is named.
    expect((await screen.findByTestId('return-status')).textContent).toBe('Exchange for size L: Replacement order placed · order #7BE5F0');
  });

  it('says an exchange whose replacement was cancelled is refunded instead, and how much', async () => {
    const request = {
      __typename: 'ReturnRequest',
      id: 'r3',
      orderLineId: 'line-1',
      kind: 'EXCHANGE',
      state: 'RECEIVED',
      refundState: 'pending',
      refundAmountPaise: 49900,
      refundId: null,
      upiId: null,
      rejectionReason: null,
      pickupAwb: 'TESTR0000000003',
      replacementOrderId: '0b6f3c1e-7d2a-4e59-8f61-2c9d4a7be5f0',
      replacementSize: 'M',
      replacementColor: 'navy',
    };
    render(
      <MockedProvider mocks={[mine([request])]}>
        <LineReturn orderId={ORDER} line={LINE} cashOnDelivery />
      </MockedProvider>,
    );
    expect((await screen.findByTestId('return-status')).textContent).toBe(
      'Exchange for Navy, size M: Replacement cancelled: we will refund the item you sent back · refund ₹499.00 · cancelled replacement #7BE5F0',
    );
  });
});
