'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { DocumentLink } from '@/components/documents/document-link';
import { ScrollTable } from '@/components/tables/table-scroll';
import styles from './document-picker.module.css';

export interface PickerDocument {
  id: string;
  /** Row of the table: 0 financial statements, 1 MD&A (index into labels.kinds). */
  kind: number;
  quarter: number;
  href: string;
  /** Full name, e.g. "Financial statements Q1 2568": the checkbox's label and the chosen file's link text. */
  name: string;
  fileName: string;
}

export interface PickerYear {
  year: number;
  caption: string;
  chooseAllLabel: string;
  documents: PickerDocument[];
}

export interface PickerLabels {
  kind: string;
  kinds: string[];
  /** Column headings, Q1 to Q4. */
  quarters: string[];
  open: string;
  newTab: string;
  notAvailable: string;
  chosen: string;
  noneChosen: string;
  downloadAll: string;
  clearChoice: string;
  downloadZip: string;
  /** Shown where the chosen list would be, before JavaScript runs (or without it). */
  zipHint: string;
  /** Said when more are ticked than one ZIP takes. */
  tooManyChosen: string;
}

export interface ZipForm {
  /** Where the form posts the ticked documents' URLs (field `file`): the route answers one ZIP of them. */
  action: string;
  /** The most documents one ZIP takes. */
  maxFiles: number;
}

const subscribeNever = () => () => {};

/**
 * The download page's checkboxes by year and quarter, as a plain HTML form: without JavaScript the
 * ticked documents are posted and come back as one ZIP, and every document is a link of its own.
 * Once hydrated the boxes also collect the files into a list to download one by one. The document
 * boxes stay the browser's own (uncontrolled): what was ticked before React ran, or restored by the
 * browser on going back, is read from the form rather than overwritten.
 */
export function DocumentPicker({ years, labels, zip }: { years: PickerYear[]; labels: PickerLabels; zip: ZipForm }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // The "whole year" boxes do nothing until React runs, so they stay disabled until then.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const chosenHeading = useId();
  const form = useRef<HTMLFormElement>(null);
  const allDocuments = years.flatMap((year) => year.documents);
  const chosenDocuments = allDocuments.filter((document) => chosen.has(document.id));
  const tooMany = chosenDocuments.length > zip.maxFiles;

  const readChoice = () => {
    const boxes = form.current?.querySelectorAll<HTMLInputElement>('input[data-document]:checked') ?? [];
    setChosen(new Set(Array.from(boxes, (box) => box.dataset.document!)));
  };
  // Boxes ticked before React ran, or restored by the browser on going back, are chosen from the start.
  useEffect(readChoice, []);

  const toggle = (ids: string[], on: boolean) => {
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[data-document]') ?? []) {
      if (ids.includes(box.dataset.document!)) box.checked = on;
    }
    readChoice();
  };

  const downloadAll = () => {
    // One click per file, a moment apart: browsers drop downloads started in the same instant.
    chosenDocuments.forEach((document, index) => {
      window.setTimeout(() => {
        const link = window.document.createElement('a');
        link.href = document.href;
        link.download = document.fileName;
        link.rel = 'noopener';
        window.document.body.append(link);
        link.click();
        link.remove();
      }, index * 400);
    });
  };

  return (
    <form
      ref={form}
      method="post"
      action={zip.action}
      className={styles.picker}
      onChange={readChoice}
      // Reset unticks every box before the next change event: the list empties with it.
      onReset={() => setChosen(new Set())}
    >
      {years.map((year) => {
        const ids = year.documents.map((document) => document.id);
        const chosenCount = ids.filter((id) => chosen.has(id)).length;
        return (
          <section key={year.year} className={styles.year} aria-label={year.caption}>
            <label className={styles.chooseAll}>
              <input
                type="checkbox"
                disabled={!hydrated}
                checked={chosenCount > 0 && chosenCount === ids.length}
                ref={(box) => {
                  if (box) box.indeterminate = chosenCount > 0 && chosenCount < ids.length;
                }}
                onChange={(event) => toggle(ids, event.target.checked)}
              />
              {year.chooseAllLabel}
            </label>
            <ScrollTable caption={year.caption} className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{labels.kind}</th>
                  {labels.quarters.map((quarter) => (
                    <th scope="col" key={quarter}>
                      {quarter}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.kinds.map((kind, kindIndex) => (
                  <tr key={kind}>
                    <th scope="row">{kind}</th>
                    {labels.quarters.map((quarterLabel, quarterIndex) => {
                      const document = year.documents.find(
                        (candidate) => candidate.kind === kindIndex && candidate.quarter === quarterIndex + 1,
                      );
                      return (
                        <td key={quarterLabel}>
                          {document ? (
                            <div className={styles.cell}>
                              <label className={styles.box}>
                                <input type="checkbox" name="file" value={document.href} data-document={document.id} />
                                <span className="visually-hidden">{document.name}</span>
                              </label>
                              <DocumentLink
                                href={document.href}
                                title={document.name}
                                label={labels.open}
                                newTabHint={labels.newTab}
                                className={styles.open}
                              />
                            </div>
                          ) : (
                            <span className={styles.missing}>{labels.notAvailable}</span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </section>
        );
      })}
      <section className={styles.chosen} aria-labelledby={chosenHeading}>
        <h2 id={chosenHeading} className={styles.chosenHeading} aria-live="polite">
          {labels.chosen}
          {hydrated ? ` (${chosenDocuments.length})` : null}
        </h2>
        {!hydrated ? (
          <p className={styles.none}>{labels.zipHint}</p>
        ) : chosenDocuments.length === 0 ? (
          <p className={styles.none}>{labels.noneChosen}</p>
        ) : (
          <ul className={styles.files}>
            {chosenDocuments.map((document) => (
              <li key={document.id}>
                <a href={document.href} download={document.fileName}>
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        {tooMany ? (
          <p className={styles.warning} role="alert">
            {labels.tooManyChosen}
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* Works without JavaScript; once it runs, only with a choice the server takes. */}
          <button type="submit" className="button" disabled={hydrated && (chosenDocuments.length === 0 || tooMany)}>
            {labels.downloadZip}
          </button>
          {hydrated && chosenDocuments.length > 0 ? (
            <>
              <button type="button" className={styles.clear} onClick={downloadAll}>
                {labels.downloadAll}
              </button>
              <button type="reset" className={styles.clear}>
                {labels.clearChoice}
              </button>
            </>
          ) : null}
        </div>
      </section>
    </form>
  );
}
