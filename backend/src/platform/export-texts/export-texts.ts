// The shape of the export jobs' texts, one file per language beside this one.
import type { Urgency } from '@cs/contracts/vocabulary';

export interface ExportTexts {
  errors: Record<
    'too_many_rows' | 'too_many_jobs' | 'interrupted' | 'failed' | 'xlsx_failed' | 'not_found',
    string
  >;
  titles: Record<'Calls' | 'SystemTree', string>;
  /** '7 Rufe', '5 Anwesenheiten': plural keys by Intl.PluralRules (tCount) */
  counts: Record<'calls_one' | 'calls_other' | 'presences_one' | 'presences_other', string>;
  page: string;
  created: string;
  rows: string;
  /** one line of the report's filters: '{label}: {values}' (French with a narrow no-break space before the colon) */
  filterLine: string;
  noFilter: string;
  filters: Record<
    'range' | 'sections' | 'call_types' | 'call_sources' | 'urgencies' | 'text' | 'view',
    string
  >;
  ranges: Record<string, string>;
  urgencies: Record<Urgency, string>;
  calls: Record<string, string>;
  tree: Record<string, string>;
  kinds: Record<string, string>;
}
