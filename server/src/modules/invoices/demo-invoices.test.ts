import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../context';
import { aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { runOrdersCommand } from '../orders/orders-command';
import { InvoiceEntity } from './invoice.entity';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: true });
});
afterAll(async () => {
  await shop?.stop();
});

describe('the demo shop', () => {
  it('is a shop in Uttar Pradesh (09) with a GSTIN, and every seeded product has an HSN code and a rate rule in force', async () => {
    const [details] = await shop.app.db.query(`SELECT value FROM shop_setting WHERE key = 'shop.legalDetails'`);
    expect(details.value).toMatchObject({ stateCode: '09', gstin: '09AAACR1234A1Z1', invoicePrefix: 'RZ' });
    const untaxed = await shop.app.db.query(`
      SELECT p.name, p.kind FROM product p
      WHERE p.hsn_code IS NULL
         OR NOT EXISTS (SELECT 1 FROM gst_rate_rule r WHERE r.rate_class = p.gst_rate_class
                        AND r.effective_from <= current_date AND (r.effective_to IS NULL OR current_date <= r.effective_to))`);
    expect(untaxed).toEqual([]);
  });

  it('issues a real-looking invoice for a seeded product as soon as an order ships', async () => {
    const [mug] = await shop.app.db.query(`SELECT id, hsn_code FROM product WHERE kind = 'mug' AND stock > 0 LIMIT 1`);
    const { token } = await aShopper(shop);
    const res = await shop.http(`/api/v1/orders/order/${mug.id}`, {
      method: 'POST',
      token,
      body: { quantity: 1, paymentMode: 'COD', area: 'Hazratganj', state: 'Uttar Pradesh', district: 'Lucknow', address: '5 Park Road', pincode: '226001', landmark: 'GPO', mobileNumber: '9876543210' },
    });
    expect(res.status).toBe(200);
    const orderId = res.body.order._id as string;
    expect((await runOrdersCommand(systemContext(shop.app), { command: 'ship', orderId, tracking: 'SR-DEMO-1' })).exitCode).toBe(0);
    const invoice = await shop.app.db.getRepository(InvoiceEntity).findOneByOrFail({ orderId });
    expect(invoice).toMatchObject({ taxSplit: 'intra', placeOfSupplyCode: '09', supplier: { gstin: '09AAACR1234A1Z1', stateName: 'Uttar Pradesh' } });
    expect(invoice.number).toMatch(/^RZ\/\d\d-\d\d\/000001$/);
    expect(invoice.lines[0]).toMatchObject({ hsn: '6912', rateBp: 500 });
  });
});
