// What an export file is made of, whatever its format: a report's words (title, filters, when and by whom) and
// a table whose rows arrive in pages, so no format holds more than a page in memory (spec 02 §3 export).
/** An instant is a Date (an 'instant' column); a duration whole seconds (a 'duration' column). */
export type Cell = string | number | Date | null;

export interface ExportColumn {
  label: string;
  /**
   * text; number: kept a number in CSV and XLSX, right-aligned in the PDF; instant: the facility's wall clock,
   * dd.MM.yyyy HH:mm in CSV and PDF, a date cell of that format in XLSX; duration: whole seconds in CSV and PDF
   * (under secondsLabel), a duration cell ([h]:mm:ss) in XLSX
   */
  kind: 'text' | 'number' | 'instant' | 'duration';
  /** relative width in the PDF's table and the XLSX column width in characters */
  width: number;
  /** a duration column's label where its cells are seconds ('Dauer (s)'; XLSX shows label, 'Dauer') */
  secondsLabel?: string;
}

export interface ReportHead {
  title: string;
  /** 'Zeitraum: Letzte 24 Stunden (…)', one line per filter */
  filters: string[];
  /** '7 Rufe · 5 Anwesenheiten': what the table holds, counted as the log counts it (no line: not counted) */
  counts?: string;
  /** 'Erstellt am 06.01.2025 09:00 von admin' */
  created: string;
  columns: ExportColumn[];
  /** the rows the table will have (the PDF numbers its pages from it) */
  total: number;
  /** 'Seite {page} von {pages}' with the placeholders left in */
  pageLabel: string;
  /** the facility's zone: instants are written as its wall clock */
  zone: string;
}

export interface ExportWriter {
  /** resolves when the rows are handed on (the file stream has room again) */
  write(rows: readonly Cell[][]): Promise<void>;
  /** the file is complete and closed */
  finish(): Promise<void>;
  /** stops writing and closes the file; the caller deletes it */
  abort(): Promise<void>;
}
