import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
export interface ShiprocketCall {
  method: string;
  path: string;
  body: any;
}

/**
 * A loopback server answering a few of Shiprocket's API v1 "external" routes in their documented
 * shapes (login, pickup locations, serviceability, create order, assign AWB, label, pickup, return
 * order, cancel), for tests of what the shop does around a courier: how long it waits, what it undoes.
 * `before(call)` runs before each answer (a test delays the courier there, or changes the shop while
 * the courier is "thinking"); `inFlight` counts calls not answered yet; `failing` makes a path answer 500.
 */
export async function startShiprocketStandIn() {
  const calls: ShiprocketCall[] = [];
  const failing = new Set<string>();
  let inFlight = 0;
  let n = 0;
  const standIn = {
    calls,
    failing,
    before: async (_call: ShiprocketCall): Promise<void> => {},
    get inFlight() {
      return inFlight;
    },
    count: (path: string) => calls.filter((c) => c.path.split('?')[0] === path).length,
    env: {} as Record<string, string>,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const route = (call: ShiprocketCall): [number, unknown] => {
    const path = call.path.split('?')[0];
    if (failing.has(path)) return [500, { message: 'Something went wrong', status_code: 500 }];
    n += 1;
    switch (`${call.method} ${path}`) {
      case 'POST /auth/login':
        return [200, { id: 1, email: call.body?.email, token: 'stand-in-token' }];
      case 'GET /settings/company/pickup':
        return [200, { data: { shipping_address: [{ id: 7, pickup_location: 'Noida Warehouse', name: 'Rangrez Returns', address: 'B-12, Sector 63', address_2: '', email: 'returns@rangrez.example', phone: '9810000000', pin_code: '201301', city: 'Noida', state: 'Uttar Pradesh', country: 'India' }] } }];
      case 'GET /courier/serviceability/':
        return [200, { status: 200, data: { available_courier_companies: [{ courier_company_id: 12, courier_name: 'Delhivery Surface', cod: 1, estimated_delivery_days: '2' }] } }];
      case 'POST /orders/create/adhoc':
        return [200, { order_id: 500000 + n, shipment_id: 900000 + n, status: 'NEW', status_code: 1 }];
      case 'POST /orders/create/return':
        return [200, { order_id: 700000 + n, shipment_id: 800000 + n, status: 'RETURN PENDING', status_code: 21 }];
      case 'POST /courier/assign/awb':
        return [200, { awb_assign_status: 1, response: { data: { courier_company_id: 12, awb_code: `1410${String(n).padStart(8, '0')}`, courier_name: 'Delhivery Surface', shipment_id: call.body?.shipment_id } } }];
      case 'POST /courier/generate/label':
        return [200, { label_created: 1, label_url: 'https://labels.example/label.pdf' }];
      case 'POST /courier/generate/pickup':
        return [200, { pickup_status: 1, response: { pickup_scheduled_date: '2026-11-28 12:00:00', pickup_token_number: 'Reference No: 1' } }];
      case 'POST /orders/cancel':
        return [200, { status: 200, message: 'Order cancelled successfully.' }];
      default:
        return [404, { message: 'Not found' }];
    }
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const call: ShiprocketCall = { method: req.method ?? 'GET', path: (req.url ?? '/').replace(/^\/v1\/external/, ''), body: raw ? JSON.parse(raw) : undefined };
      calls.push(call);
      inFlight += 1;
      void standIn
        .before(call)
        .then(() => answer(res, ...route(call)))
        .catch(() => answer(res, 500, { message: 'stand-in failed' }))
        .finally(() => (inFlight -= 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.env = {
    SHIPROCKET_EMAIL: 'api-user@rangrez.example',
    SHIPROCKET_PASSWORD: 'api-user-password',
    SHIPROCKET_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/external`,
    SHIPROCKET_PICKUP_LOCATION: 'Noida Warehouse',
  };
  return standIn;
}
