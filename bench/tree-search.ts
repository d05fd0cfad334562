// The tree area on a 1,000-bed hospital (issue 15 budgets: Search p99 < 50 ms server-side; the tree's data for
// /tree). A real server seeded with the generated 1,000-bed ward (twin/src/ward, seed 3; the embedded twin on a
// simulated clock, so nothing else runs) answers over HTTP on loopback: `systemTree` (every node, effective
// texts, open-call counts) RUNS times and `search` for SEARCHES queries drawn from the ward (names, texts,
// serials, numbers, two-letter prefixes). "in process" times the search function alone on the same document.
// Run: npm run bench -- tree-search   Env: RUNS (30), SEARCHES (300).
import { performance } from 'node:perf_hooks';
import { search } from '../backend/src/modules/search/search.ts';
import { gql, login, startTestServer } from '../backend/src/test-support/test-server.ts';

const RUNS = Number(process.env.RUNS ?? 30);
const SEARCHES = Number(process.env.SEARCHES ?? 300);
const BEDS = 1000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const f = (v: number) => v.toFixed(2).padStart(9);
const row = (name: string, values: number[], extra = '') => {
  const s = [...values].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(36)}${String(s.length).padStart(6)}${f(quantile(s, 0.5))}${f(quantile(s, 0.9))}${f(quantile(s, 0.99))}${f(s.at(-1) ?? NaN)}  ${extra}`,
  );
};

const server = await startTestServer({
  twin: true,
  simulation: {
    systems: [{ id: 1, name: 'Bench-Spital', seed: 3, getsPort: 0, hubPort: 0, size: { beds: BEDS } }],
  },
});
try {
  const cookie = (await login(server, 'admin', 'admin')).cookie!;
  const doc = server.services.systems.get(1)!;
  // Queries from the ward, in a fixed order: every 7th node's name part, text, serial or number, and prefixes.
  const queries: string[] = [];
  doc.nodes.forEach((n, i) => {
    if (i % 7 !== 0) return;
    const pick = [n.name.split(' ').at(-1)!, n.text_long, n.serial ?? n.text_short, String(n.number ?? n.id)];
    queries.push(pick[i % pick.length]!, n.name.slice(0, 2));
  });
  queries.push('zimmer', 'station', 'ruftaster', 'qqxxzz');

  const TREE =
    '{ systemTree { nodes { id parent_id kind name sort_order text_short text_long section_id section_name open_calls child_count } } }';
  const SEARCH =
    'query($q: String!) { search(query: $q) { category total results { entity key kind id title subtitle } } }';
  await gql(server, TREE, {}, { cookie }); // warm up the index
  const tree: number[] = [];
  let nodes = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/backend/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: TREE }),
    });
    const text = await res.text();
    tree.push(performance.now() - t0);
    bytes = text.length;
    nodes = (JSON.parse(text) as { data: { systemTree: { nodes: unknown[] } } }).data.systemTree.nodes.length;
  }
  const http: number[] = [];
  const local: number[] = [];
  let hits = 0;
  const scope = {
    nodes: true,
    sections: true,
    callSources: true,
    flightProfiles: true,
    maySeeNode: () => true,
    mayReadCallSource: () => true,
  };
  for (let i = 0; i < SEARCHES; i++) {
    const q = queries[i % queries.length]!;
    const t0 = performance.now();
    const res = await gql(server, SEARCH, { q }, { cookie });
    http.push(performance.now() - t0);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    const t1 = performance.now();
    hits += search(doc, q, scope).reduce((sum, c) => sum + c.total, 0);
    local.push(performance.now() - t1);
  }
  console.log(
    `1,000-bed ward: ${doc.nodes.length} nodes, ${doc.sections.length} sections; Node ${process.versions.node}; loopback HTTP, one client`,
  );
  console.log(`${'measure'.padEnd(36)}     n      p50      p90      p99      max (ms)`);
  row('systemTree over HTTP (whole tree)', tree, `${nodes} nodes, ${(bytes / 1024).toFixed(0)} kB JSON`);
  row(
    'search over HTTP',
    http,
    `${queries.length} queries in turn, ${(hits / SEARCHES).toFixed(1)} hits each`,
  );
  row('search in process (search())', local);
  const p99 = quantile(
    [...http].sort((a, b) => a - b),
    0.99,
  );
  console.log(`budget: search p99 < 50 ms: ${p99 < 50 ? 'met' : 'MISSED'} (${p99.toFixed(2)} ms over HTTP)`);
} finally {
  await server.close();
}
