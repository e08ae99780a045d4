/** The alert strings, translated on the server and handed to the client alert host as props. */
export interface AlertLabels {
  confirm: string;
  error: string;
  success: string;
}
