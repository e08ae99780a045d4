import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { calculatorPlaceholderRows, type CalculatorMode } from '@/lib/content/stock-demo';
import { labelsOf } from '@/lib/i18n/labels';
import { firstParam } from '@/lib/selectors/coerce';
import { FactSheetLink } from './fact-sheet-link';
import { InvestmentCalculator, type CalculatorLabels } from './investment-calculator';

// Every label of the calculator: its message key has the label's name.
const LABELS = ['mode', 'amount', 'shares', 'input', 'calculate', 'caption', 'note', 'buyPrice', 'sellPrice', 'estimatedShares',
  'buyValue', 'sellValue', 'difference'] as const satisfies readonly (keyof CalculatorLabels)[];

/** The investment calculator: ?mode= (amount or shares) and ?value= (a plain number) from the URL. */
export async function StockCalculator({ locale, query }: PageContext) {
  const t = await getTranslations('StockPrice.calculator');
  const mode: CalculatorMode = firstParam(query.mode) === 'shares' ? 'shares' : 'amount';
  const value = firstParam(query.value) ?? '';
  return (
    <>
      <FactSheetLink locale={locale} />
      {/* Placeholder rows until the calculator issue: the component takes whatever rows it is given. */}
      <InvestmentCalculator
        mode={mode}
        input={/^\d+(\.\d+)?$/.test(value) ? value : ''}
        rows={calculatorPlaceholderRows}
        locale={locale}
        labels={labelsOf(t, LABELS)}
      />
    </>
  );
}
