'use client';

import { useState } from 'react';
import { fillTemplate } from '@/lib/i18n';
import type { FormValues } from '@/lib/newsroom';
import { FileInput, SPREADSHEET_ACCEPT } from './file-input';
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
  error: string;
}

/** A column of the rows read: its header, and the language of its cells where that is not the page's (a register's Thai names). */
interface ReadColumn {
  label: string;
  lang?: 'th' | 'en';
}

/** A row as the server read it: its line in the file, and its cells as shown, one per column after the line. */
interface ReadRow {
  line: number;
  cells: string[];
}

/**
 * A table's import from a file (the register of major shareholders, the dividend history;
 * docs/newsroom.md, Facts and figures). With JavaScript a chosen file is read at once (`?fill=1`) and what it holds is shown, each
 * row with its line, and the problems found, before anything goes into the form: "Use these rows"
 * puts them into the table. Without JavaScript the button posts the whole form to the import, which
 * saves the draft with the file's rows, or names the problems.
 */
export function TableImport({
  path,
  action,
  locale,
  scripted,
  formFields,
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
  /** The form's other fields now that the file's rows are checked against (the register's stated total). */
  formFields: () => Record<string, string>;
  labels: TableImportLabels;
  /** Back from a post without JavaScript: what happened. */
  outcome?: { message: string; problems: string[] };
  onUse: (values: FormValues, count: number) => void;
}) {
  const [state, setState] = useState<{
    checking?: boolean;
    columns?: ReadColumn[];
    rows?: ReadRow[];
    values?: FormValues;
    problems?: string[];
    message?: string;
    used?: number;
  }>({});

  async function read(file: File) {
    setState({ checking: true });
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries(formFields())) form.append(name, value);
      form.append('table_file', file);
      const { status, data } = await workspaceUpload(
        `${path}${path.includes('?') ? '&' : '?'}fill=1&lang=${locale}`,
        form,
      );
      if (status === 200 && Array.isArray(data.rows) && Array.isArray(data.columns)) {
        setState({
          columns: data.columns as ReadColumn[],
          rows: data.rows as ReadRow[],
          values: data.values as FormValues,
          problems: (data.problems as string[]) ?? [],
        });
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
        <FileInput
          id="table-import-file"
          label={labels.file}
          name={scripted ? undefined : 'table_file'}
          accept={SPREADSHEET_ACCEPT}
          hintId="table-import-hint"
          statusId="table-import-status"
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
        {(state.message ?? outcome?.message) ? (
          <p className={styles.error}>{state.message ?? outcome?.message}</p>
        ) : null}
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
      {state.rows && state.columns ? (
        // Wider than a phone: the region scrolls, and a keyboard reaches it to scroll it.
        <div className={styles.tableWrap} role="region" aria-labelledby="table-import-caption" tabIndex={0}>
          <table className={styles.table} data-testid="table-import-rows">
            <caption id="table-import-caption">
              {fillTemplate(labels.read, { count: String(state.rows.length) })}
            </caption>
            <thead>
              <tr>
                {state.columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.line}>
                  <th scope="row">{row.line}</th>
                  {row.cells.map((cell, index) => (
                    <td key={index} lang={state.columns![index + 1]?.lang}>
                      {cell}
                    </td>
                  ))}
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
        <button
          type="submit"
          className={styles.button}
          name="intent"
          value="import"
          formAction={action}
          formEncType="multipart/form-data"
          formNoValidate
        >
          {labels.button}
        </button>
      )}
    </fieldset>
  );
}
