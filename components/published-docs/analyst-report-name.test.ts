import { splitAnalysisName } from './analyst-report-name';

describe('splitAnalysisName', () => {
  it('splits the company from the headline at the first colon', () => {
    expect(splitAnalysisName('KGI Securities: SHRZ: Q2/2021 beats estimates')).toEqual({
      company: 'KGI Securities',
      headline: 'SHRZ: Q2/2021 beats estimates',
    });
  });

  it('keeps a name without a colon as the company', () => {
    expect(splitAnalysisName(' บล. กสิกรไทย ')).toEqual({ company: 'บล. กสิกรไทย', headline: '' });
  });
});
