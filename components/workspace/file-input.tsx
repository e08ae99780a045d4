import type { ChangeEvent, ReactNode } from 'react';
import styles from './workspace.module.css';

/** What a spreadsheet input takes: an Excel workbook or a CSV file. */
export const SPREADSHEET_ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
/** What a video input takes: MP4 or WebM. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

export interface FileInputProps {
  id: string;
  label: string;
  accept: string;
  /** The form field it is sent as; none when a script reads or sends the file itself. */
  name?: string;
  /** The hint the input is read with, before its status. */
  hintId?: string;
  /** The line saying what became of the chosen file, read with the input. */
  statusId: string;
  /** That line, drawn here below the input; left out when the caller draws a status of its own at statusId. */
  status?: {
    text: ReactNode;
    testId: string;
    /** Announced when it changes (a file read or sent in the browser). */
    live?: boolean;
    /** The file was refused: the line reads as an error, and the input is marked invalid. */
    refused?: boolean;
  };
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A file input of the item form, with its label, described by its hint and its status line. */
export function FileInput({ id, label, accept, name, hintId, statusId, status, disabled, onChange }: FileInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        aria-invalid={status?.refused ? true : undefined}
        aria-describedby={hintId ? `${hintId} ${statusId}` : statusId}
        disabled={disabled}
        onChange={onChange}
      />
      {status ? (
        <p
          id={statusId}
          className={status.refused ? styles.error : styles.hint}
          aria-live={status.live ? 'polite' : undefined}
          data-testid={status.testId}
        >
          {status.text}
        </p>
      ) : null}
    </>
  );
}
