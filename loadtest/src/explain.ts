import type pg from 'pg';
import type { Statement } from './sql-load.js';

/** One node of `EXPLAIN (FORMAT JSON)` output (the fields this summary reads). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface ExplainOutput {
  Plan: PlanNode;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

export interface PlanSummary {
  /** Node types, outermost first, each once. */
  nodes: string[];
  /** Indexes the plan reads, each once. */
  indexes: string[];
  /** Tables read whole (a sequential scan); empty when every table is reached by an index. */
  seqScans: string[];
  rows: number;
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

const unique = (items: string[]): string[] => [...new Set(items)];

export function summarizePlan(output: ExplainOutput): PlanSummary {
  const nodes: string[] = [];
  const indexes: string[] = [];
  const seqScans: string[] = [];
  walk(output.Plan, (n) => {
    nodes.push(n['Node Type']);
    if (n['Index Name']) indexes.push(n['Index Name']);
    if (n['Node Type'] === 'Seq Scan') seqScans.push(n['Relation Name'] ?? '?');
  });
  return {
    nodes: unique(nodes),
    indexes: unique(indexes),
    seqScans: unique(seqScans),
    rows: output.Plan['Actual Rows'] ?? 0,
    executionMs: output['Execution Time'] ?? Number.NaN,
    planningMs: output['Planning Time'] ?? Number.NaN,
    sharedHit: output.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: output.Plan['Shared Read Blocks'] ?? 0,
  };
}

export function renderPlanSummary(name: string, s: PlanSummary): string[] {
  return [
    `    ${name}: ${s.executionMs.toFixed(2)} ms (+${s.planningMs.toFixed(2)} ms planning), ` +
      `${s.rows} rows, buffers ${s.sharedHit} hit / ${s.sharedRead} read`,
    `      indexes: ${s.indexes.length > 0 ? s.indexes.join(', ') : 'none'}` +
      `; seq scans: ${s.seqScans.length > 0 ? s.seqScans.join(', ') : 'none'}`,
    `      nodes: ${s.nodes.join(' › ')}`,
  ];
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of each statement of one request, under the statement's own
 * `set local` settings (as the listing service runs it).
 */
export async function explainStatements(
  pool: pg.Pool,
  statements: readonly Statement[],
): Promise<{ name: string; summary: PlanSummary }[]> {
  const out: { name: string; summary: PlanSummary }[] = [];
  for (const statement of statements) {
    const client = await pool.connect();
    try {
      await client.query(['begin', ...statement.settings].join('; '));
      const { rows } = await client.query<{ 'QUERY PLAN': ExplainOutput[] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`,
        statement.parameters as unknown[],
      );
      const plan = rows[0]?.['QUERY PLAN'][0];
      if (!plan) throw new Error(`EXPLAIN of ${statement.name} returned no plan`);
      out.push({ name: statement.name, summary: summarizePlan(plan) });
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  }
  return out;
}
