'use client';

import { useId, useState, useSyncExternalStore } from 'react';
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
}

const subscribeNever = () => () => {};

/**
 * The download page's checkboxes by year and quarter. Every document is a link in the server HTML, so
 * the page works without JavaScript; once hydrated the boxes collect files into a download list.
 */
export function DocumentPicker({ years, labels }: { years: PickerYear[]; labels: PickerLabels }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Checkboxes do nothing until React runs, so they stay disabled until then.
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const chosenHeading = useId();
  const allDocuments = years.flatMap((year) => year.documents);
  const chosenDocuments = allDocuments.filter((document) => chosen.has(document.id));

  const toggle = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

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
    <div className={styles.picker}>
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
                                <input
                                  type="checkbox"
                                  disabled={!hydrated}
                                  checked={chosen.has(document.id)}
                                  onChange={(event) => toggle([document.id], event.target.checked)}
                                />
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
      {hydrated ? (
        <section className={styles.chosen} aria-labelledby={chosenHeading}>
          <h2 id={chosenHeading} className={styles.chosenHeading} aria-live="polite">
            {labels.chosen} ({chosenDocuments.length})
          </h2>
          {chosenDocuments.length === 0 ? (
            <p className={styles.none}>{labels.noneChosen}</p>
          ) : (
            <>
              <ul className={styles.files}>
                {chosenDocuments.map((document) => (
                  <li key={document.id}>
                    <a href={document.href} download={document.fileName}>
                      {document.name}
                    </a>
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <button type="button" className="button" onClick={downloadAll}>
                  {labels.downloadAll}
                </button>
                <button type="button" className={styles.clear} onClick={() => setChosen(new Set())}>
                  {labels.clearChoice}
                </button>
              </div>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
