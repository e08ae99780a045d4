'use client';

import { useState } from 'react';
import { fillTemplate } from '@/lib/i18n';
import type { FormValues } from '@/lib/newsroom';
import { workspaceUpload } from './workspace-post';
import styles from './workspace.module.css';

export interface TableImportLabels {
  legend: string;
  hint: string;
  file: string;
  button: string;
  checking: string;
  /** 'Read from the file: {count} rows' */
  read: string;
  use: string;
  /** '{count} rows of the file are in the table below. Check them before you submit.' */
  used: string;
  problems: string;
  columns: { line: string; rank: string; nameTh: string; nameEn: string; shares: string };
  error: string;
}

interface ReadRow {
  line: number;
  rank: number | null;
  nameTh: string;
  nameEn: string;
  shares: number | null;
}

/**
 * A table's import from a file (the register of major shareholders, docs/newsroom.md, Facts and
 * figures). With JavaScript a chosen file is read at once (`?fill=1`) and what it holds is shown, each
 * row with its line, and the problems found, before anything goes into the form: "Use these rows"
 * puts them into the table. Without JavaScript the button posts the whole form to the import, which
 * saves the draft with the file's rows, or names the problems.
 */
export function TableImport({
  path,
  action,
  locale,
  scripted,
  totalShares,
  labels,
  outcome,
  onUse,
}: {
  /** The import route for the script (`/api/workspace/items/<id>/import` or `…/import?kind=`). */
  path: string;
  /** The no-JavaScript action URL (lib/accounts formAction). */
  action: string;
  locale: 'th' | 'en';
  scripted: boolean;
  /** The form's stated total now, which the rows must add up to. */
  totalShares: () => string;
  labels: TableImportLabels;
  /** Back from a post without JavaScript: what happened. */
  outcome?: { message: string; problems: string[] };
  onUse: (values: FormValues, count: number) => void;
}) {
  const [state, setState] = useState<{ checking?: boolean; rows?: ReadRow[]; values?: FormValues; problems?: string[]; message?: string; used?: number }>({});

  async function read(file: File) {
    setState({ checking: true });
    try {
      const form = new FormData();
      form.append('totalShares', totalShares());
      form.append('table_file', file);
      const { status, data } = await workspaceUpload(`${path}${path.includes('?') ? '&' : '?'}fill=1&lang=${locale}`, form);
      if (status === 200 && Array.isArray(data.rows)) {
        setState({ rows: data.rows as ReadRow[], values: data.values as FormValues, problems: (data.problems as string[]) ?? [] });
      } else {
        setState({ message: typeof data.message === 'string' ? data.message : labels.error });
      }
    } catch {
      setState({ message: labels.error });
    }
  }

  const problems = state.problems ?? outcome?.problems ?? [];
  return (
    <fieldset className={styles.fieldset} data-testid="table-import">
      <legend>{labels.legend}</legend>
      <p id="table-import-hint" className={styles.hint}>
        {labels.hint}
      </p>
      <div className={styles.field}>
        <label htmlFor="table-import-file">{labels.file}</label>
        <input
          id="table-import-file"
          type="file"
          name={scripted ? undefined : 'table_file'}
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-describedby="table-import-hint table-import-status"
          onChange={
            scripted
              ? (event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) void read(file);
                  event.currentTarget.value = '';
                }
              : undefined
          }
        />
      </div>
      <div id="table-import-status" role="status" aria-live="polite" data-testid="table-import-status">
        {state.checking ? <p>{labels.checking}</p> : null}
        {state.message ?? outcome?.message ? <p className={styles.error}>{state.message ?? outcome?.message}</p> : null}
        {state.used !== undefined ? <p>{fillTemplate(labels.used, { count: String(state.used) })}</p> : null}
      </div>
      {problems.length > 0 ? (
        <div role="alert" data-testid="table-import-problems">
          <p>{labels.problems}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.rows ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="table-import-rows">
            <caption>{fillTemplate(labels.read, { count: String(state.rows.length) })}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.columns.line}</th>
                <th scope="col">{labels.columns.rank}</th>
                <th scope="col">{labels.columns.nameTh}</th>
                <th scope="col">{labels.columns.nameEn}</th>
                <th scope="col">{labels.columns.shares}</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.rank ?? ''}</td>
                  <th scope="row" lang="th">
                    {row.nameTh}
                  </th>
                  <td lang="en">{row.nameEn}</td>
                  <td>{row.shares === null ? '–' : row.shares.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {scripted ? (
        state.rows && state.values ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              onUse(state.values!, state.rows!.length);
              setState({ used: state.rows!.length });
            }}
          >
            {labels.use}
          </button>
        ) : null
      ) : (
        <button type="submit" className={styles.button} name="intent" value="import" formAction={action} formEncType="multipart/form-data" formNoValidate>
          {labels.button}
        </button>
      )}
    </fieldset>
  );
}
