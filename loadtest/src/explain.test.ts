import { describe, expect, it } from 'vitest';
import { renderPlanSummary, summarizePlan, type ExplainOutput } from './explain.js';

const output: ExplainOutput = {
  'Planning Time': 0.4,
  'Execution Time': 3.25,
  Plan: {
    'Node Type': 'Limit',
    'Actual Rows': 25,
    'Shared Hit Blocks': 120,
    'Shared Read Blocks': 3,
    Plans: [
      {
        'Node Type': 'Sort',
        Plans: [
          {
            'Node Type': 'Bitmap Heap Scan',
            'Relation Name': 'search_documents',
            Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'search_documents_geo' }],
          },
          { 'Node Type': 'Seq Scan', 'Relation Name': 'search_calendars' },
          { 'Node Type': 'Bitmap Index Scan', 'Index Name': 'search_documents_geo' },
        ],
      },
    ],
  },
};

describe('summarizePlan', () => {
  it('lists node types, indexes and sequential scans once each, with the top figures', () => {
    const s = summarizePlan(output);
    expect(s.nodes).toEqual(['Limit', 'Sort', 'Bitmap Heap Scan', 'Bitmap Index Scan', 'Seq Scan']);
    expect(s.indexes).toEqual(['search_documents_geo']);
    expect(s.seqScans).toEqual(['search_calendars']);
    expect(s).toMatchObject({
      rows: 25,
      executionMs: 3.25,
      planningMs: 0.4,
      sharedHit: 120,
      sharedRead: 3,
    });
  });

  it('says so when no index is used', () => {
    const lines = renderPlanSummary(
      'count',
      summarizePlan({ Plan: { 'Node Type': 'Seq Scan', 'Relation Name': 't' } }),
    );
    expect(lines[1]).toContain('indexes: none; seq scans: t');
  });
});
