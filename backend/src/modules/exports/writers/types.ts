// What an export file is made of, whatever its format: a report's words (title, filters, when and by whom) and
// a table whose rows arrive in pages, so no format holds more than a page in memory (spec 02 §3 export).
export type Cell = string | number | null;

export interface ExportColumn {
  label: string;
  /** numbers are right-aligned in the PDF and kept as numbers in CSV and XLSX */
  kind: 'text' | 'number';
  /** relative width in the PDF's table and the XLSX column width in characters */
  width: number;
}

export interface ReportHead {
  title: string;
  /** 'Zeitraum: Letzte 24 Stunden (…)', one line per filter */
  filters: string[];
  /** 'Erstellt am 06.01.2025 09:00 von admin' */
  created: string;
  columns: ExportColumn[];
  /** the rows the table will have (the PDF numbers its pages from it) */
  total: number;
  /** 'Seite {page} von {pages}' with the placeholders left in */
  pageLabel: string;
}

export interface ExportWriter {
  /** resolves when the rows are handed on (the file stream has room again) */
  write(rows: readonly Cell[][]): Promise<void>;
  /** the file is complete and closed */
  finish(): Promise<void>;
  /** stops writing and closes the file; the caller deletes it */
  abort(): Promise<void>;
}
