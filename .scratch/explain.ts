import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { expandWords, expansionSql, listingPageSql, planListing, probeListing, probeSql, queryWords } from '../server/src/modules/catalog/product-search';

async function main() {
  const ds = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/rz_search_1m', entities: [] });
  await ds.initialize();
  const req = JSON.parse(process.argv[2]);
  const words = queryWords(req.search ?? undefined);
  const exp = await expandWords(ds.manager, words);
  console.log('expansions', JSON.stringify(exp).slice(0, 600));
  const plan = planListing({ limit: 24, offset: 0, ...req }, exp);
  const probe = probeSql(plan.query!);
  if (probe) {
    const [r] = await ds.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${probe.sql}`, probe.params);
    const rows = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${probe.sql}`, probe.params);
    console.log('PROBE\n' + rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  }
  const q = await probeListing(ds.manager, plan.query!);
  console.log('probe', JSON.stringify(q.probe), 'estimate', q.estimate);
  const l = listingPageSql(q);
  for (let i = 0; i < 3; i++) await ds.query(l.sql, l.params);
  const rows = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${l.sql}`, l.params);
  console.log(rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  if (process.argv[3]) console.log(l.sql, JSON.stringify(l.params));
  await ds.destroy();
}
main();
