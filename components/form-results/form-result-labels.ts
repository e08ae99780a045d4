/** The result dialog's strings, translated on the server and handed to the client FormResultHost as props. */
export interface FormResultLabels {
  confirm: string;
  error: string;
  success: string;
}
