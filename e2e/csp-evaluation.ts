import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity, Type } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { expect } from './fixtures';

/**
 * Google's CSP Evaluator (the `csp_evaluator` package, the rules of csp-evaluator.withgoogle.com and of
 * Lighthouse's CSP audit) on a page's policy, with its default checks and its strict-CSP checks.
 *
 * No finding of HIGH severity (nor SYNTAX, nor HIGH_MAYBE) is allowed, and nothing of MEDIUM or lower
 * severity beyond the findings listed here, each deliberate (docs/decisions/046-script-hashes-and-a-shared-cache.md):
 * - MEDIUM_MAYBE, SCRIPT_ALLOWLIST_BYPASS on `'self'` ("can be problematic if you host JSONP, AngularJS
 *   or user uploaded files"): `'self'` is there for CSP 2 browsers only; with `'strict-dynamic'` a CSP 3
 *   browser ignores it (the evaluator says so in its IGNORED findings), and the site serves no JSONP and
 *   no AngularJS; uploaded documents are served with their own policy, `default-src 'none'`.
 * - STRICT_CSP, UNSAFE_INLINE_FALLBACK ("consider adding 'unsafe-inline' … for older browsers"): not
 *   added on purpose; a browser older than CSP 2 then runs no inline script rather than every one.
 * - STRICT_CSP, ALLOWLIST_FALLBACK ("consider adding https: and http:"): `'self'` is that fallback,
 *   narrower than any https: page.
 * INFO and NONE findings (Trusted Types advice, the entries ignored by 'strict-dynamic') are not judged.
 */
const ACCEPTED: readonly { severity: Severity; type: Type }[] = [
  { severity: Severity.MEDIUM_MAYBE, type: Type.SCRIPT_ALLOWLIST_BYPASS },
  { severity: Severity.STRICT_CSP, type: Type.UNSAFE_INLINE_FALLBACK },
  { severity: Severity.STRICT_CSP, type: Type.ALLOWLIST_FALLBACK },
];

/** The findings of the evaluator's default and strict-CSP checks on `policy`, as readable lines. */
export function cspFindings(policy: string): { severity: Severity; type: Type; line: string }[] {
  const evaluator = new CspEvaluator(new CspParser(policy).csp);
  return evaluator.evaluate(DEFAULT_CHECKS, STRICTCSP_CHECKS).map((finding) => ({
    severity: finding.severity,
    type: finding.type,
    line: `${Severity[finding.severity]} ${Type[finding.type]} ${finding.directive} ${finding.value ?? ''}: ${finding.description}`,
  }));
}

/** Asserts that the evaluator finds nothing in `policy` worse than the accepted findings above. */
export function expectCspEvaluatorClean(policy: string, url: string): void {
  const findings = cspFindings(policy);
  const high = findings.filter(({ severity }) =>
    [Severity.HIGH, Severity.SYNTAX, Severity.HIGH_MAYBE].includes(severity),
  );
  expect(
    high.map(({ line }) => line),
    `${url}: CSP Evaluator findings of high severity`,
  ).toEqual([]);
  const unexpected = findings.filter(
    ({ severity, type }) =>
      severity < Severity.INFO &&
      !ACCEPTED.some((accepted) => accepted.severity === severity && accepted.type === type),
  );
  expect(
    unexpected.map(({ line }) => line),
    `${url}: CSP Evaluator findings not accepted in e2e/csp-evaluation.ts`,
  ).toEqual([]);
}
