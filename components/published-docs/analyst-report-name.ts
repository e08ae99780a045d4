/**
 * An analyst report's name as the backend sends it, "Company: headline", split for the table's
 * company column; a name without ": " is all company.
 */
export function splitAnalysisName(name: string): { company: string; headline: string } {
  const at = name.indexOf(': ');
  if (at <= 0) return { company: name.trim(), headline: '' };
  return { company: name.slice(0, at).trim(), headline: name.slice(at + 2).trim() };
}
