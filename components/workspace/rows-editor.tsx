'use client';

import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fillTemplate } from '@/lib/i18n';
import { BLANK_ROWS, rowInputName, rowIntent, type FormValues, type Lang } from '@/lib/newsroom';
import styles from './workspace.module.css';

/** One cell of a row: its column, its language where it has one, and how it is typed. */
export interface RowCell {
  column: string;
  lang?: Lang;
  /** 'integer' and 'decimal' are numbers; anything else text. */
  type: string;
  /** 'Name (Thai)': with the row's number, the input's accessible name. */
  label: string;
  /** A choice's options, in order, with their words. */
  options?: { value: string; label: string }[];
  /** The words of "nothing chosen", for a choice. */
  choose?: string;
}

export interface RowsEditorLabels {
  legend: string;
  hint?: string;
  /** 'Row {row}' */
  row: string;
  /** '{cell}, row {row}' */
  cell: string;
  add: string;
  /** 'Remove row {row}' */
  remove: string;
  /** 'Move row {row} up' */
  up: string;
  /** 'Move row {row} down' */
  down: string;
}

/**
 * A table of the item form edited as a table (docs/newsroom.md, Facts and figures): a row per line, its
 * cells side by side (Thai beside English), each row moved up or down, removed, and rows added. With
 * JavaScript the buttons change the form in place; without, each is a submit button (`intent`
 * `row:<field>:<index>:<step>`) that saves the draft with the row moved or removed, and three blank
 * rows at the end take new ones.
 */
export function RowsEditor({
  field,
  cells,
  initialCount,
  maxRows,
  scripted,
  form,
  defaults,
  labels,
  messageOf,
}: {
  field: string;
  cells: readonly RowCell[];
  initialCount: number;
  maxRows: number;
  scripted: boolean;
  form: Pick<UseFormReturn<FormValues>, 'register' | 'getValues' | 'setValue' | 'unregister'>;
  /** The form's values as the server rendered it: what the inputs hold without JavaScript. */
  defaults: FormValues;
  labels: RowsEditorLabels;
  messageOf: (name: string) => string | undefined;
}) {
  const [count, setCount] = useState(initialCount);
  const table = useRef<HTMLDivElement>(null);
  const shown = scripted ? count : Math.min(maxRows, initialCount + BLANK_ROWS);
  const name = (index: number, cell: RowCell) => rowInputName(field, index, cell.column, cell.lang);
  const focusRow = (index: number) =>
    requestAnimationFrame(() =>
      table.current?.querySelector<HTMLInputElement>(`[name="${name(index, cells[0])}"]`)?.focus(),
    );

  function swap(index: number, other: number) {
    for (const cell of cells) {
      const a = form.getValues(name(index, cell));
      const b = form.getValues(name(other, cell));
      form.setValue(name(index, cell), b ?? '', { shouldDirty: true });
      form.setValue(name(other, cell), a ?? '', { shouldDirty: true });
    }
  }

  function remove(index: number) {
    for (let row = index; row < count - 1; row += 1) {
      for (const cell of cells)
        form.setValue(name(row, cell), form.getValues(name(row + 1, cell)) ?? '', { shouldDirty: true });
    }
    for (const cell of cells) form.unregister(name(count - 1, cell));
    setCount(count - 1);
    focusRow(Math.max(0, Math.min(index, count - 2)));
  }

  const button = (
    text: string,
    step: 'up' | 'down' | 'remove',
    index: number,
    disabled: boolean,
    onClick: () => void,
  ) =>
    scripted ? (
      <button type="button" className={styles.button} onClick={onClick} disabled={disabled}>
        {text}
      </button>
    ) : (
      <button
        type="submit"
        className={styles.button}
        name="intent"
        value={rowIntent(field, index, step)}
        formNoValidate
        disabled={disabled}
      >
        {text}
      </button>
    );

  return (
    <fieldset className={styles.fieldset} data-testid={`rows-${field}`}>
      <legend>{labels.legend}</legend>
      {labels.hint ? <p className={styles.hint}>{labels.hint}</p> : null}
      <div className={styles.rows} ref={table}>
        <div className={styles.rowHead} aria-hidden="true">
          <span className={styles.rowNumber}>#</span>
          {cells.map((cell) => (
            <span className={styles.cell} key={`${cell.column}-${cell.lang ?? ''}`}>
              {cell.label}
            </span>
          ))}
        </div>
        {Array.from({ length: shown }, (_, index) => {
          const row = String(index + 1);
          const rows = scripted ? count : initialCount;
          return (
            <div className={styles.row} key={index} role="group" aria-label={fillTemplate(labels.row, { row })}>
              <span className={styles.rowNumber} aria-hidden="true">
                {row}
              </span>
              {cells.map((cell) => {
                const input = name(index, cell);
                const message = messageOf(input);
                const id = `item-${input.replace(/_/g, '-')}`;
                return (
                  <div className={styles.cell} key={input}>
                    <label htmlFor={id} className="visually-hidden">
                      {fillTemplate(labels.cell, { cell: cell.label, row })}
                    </label>
                    {cell.type === 'choice' ? (
                      <select
                        id={id}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${id}-error` : undefined}
                        defaultValue={typeof defaults[input] === 'string' ? (defaults[input] as string) : ''}
                        {...form.register(input)}
                      >
                        <option value="">{cell.choose}</option>
                        {(cell.options ?? []).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        id={id}
                        type={cell.type === 'date' ? 'date' : 'text'}
                        inputMode={cell.type === 'integer' || cell.type === 'decimal' ? 'decimal' : undefined}
                        lang={cell.lang}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${id}-error` : undefined}
                        defaultValue={typeof defaults[input] === 'string' ? (defaults[input] as string) : undefined}
                        {...form.register(input)}
                      />
                    )}
                    {message ? (
                      <p id={`${id}-error`} className={styles.error}>
                        {message}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              {index < rows ? (
                <div className={styles.rowActions}>
                  {button(fillTemplate(labels.up, { row }), 'up', index, index === 0, () => swap(index, index - 1))}
                  {button(fillTemplate(labels.down, { row }), 'down', index, index === rows - 1, () =>
                    swap(index, index + 1),
                  )}
                  {button(fillTemplate(labels.remove, { row }), 'remove', index, false, () => remove(index))}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {scripted ? (
        <button
          type="button"
          className={styles.button}
          disabled={count >= maxRows}
          onClick={() => {
            setCount(count + 1);
            focusRow(count);
          }}
        >
          {labels.add}
        </button>
      ) : null}
    </fieldset>
  );
}
