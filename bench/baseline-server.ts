/**
 * The bare baseline `npm run bench:api` measures the shop against: node:http and pg (a pool of 10),
 * answering the 24 newest products' card fields with one SQL statement. Nothing else: no framework,
 * no GraphQL, no ORM. Prints `listening <port>` once it accepts connections.
 */
import http from 'node:http';
import { Pool } from 'pg';

const CARDS_SQL = `
  SELECT id, name, description, price_paise AS "pricePaise", mrp_paise AS "mrpPaise", offer_percent AS "offerPercent",
         coalesce(images[1], '') AS "coverImage", stock, rating_avg AS rating, rating_count AS "ratingCount"
  FROM product ORDER BY created_at DESC, id LIMIT 24`;

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = http.createServer((_req, res) => {
  pool.query(CARDS_SQL).then(
    (r) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ items: r.rows }));
    },
    () => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"database error"}');
    },
  );
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});

const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
