/**
 * The calls of the backend that are no list of items: the figures (the financial data, the quarters'
 * and the years'), the results hub's documents, and the company's facts (its major shareholders, its
 * company data, analysts, dealer banks and bonds). The e-mail alerts and the search index read every
 * list call but these, each leaving out one more of its own.
 */
export type NonListCall =
  | 'financialData'
  | 'quarterlyResults'
  | 'annualFigures'
  | 'resultsDocuments'
  | 'majorShareholders'
  | 'company'
  | 'analystContacts'
  | 'dealerBanks'
  | 'bonds';
