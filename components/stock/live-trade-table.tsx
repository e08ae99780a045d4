'use client';

import { readCalculatorQuery, tradeResult } from '@/lib/prices';
import { TradeResult, type TradeResultProps } from './trade-result';

export interface LiveTradeTableProps extends Omit<TradeResultProps, 'estimate' | 'rates' | 'noPrice'> {
  /** The form's fields, in order. */
  query: readonly [string, string][];
  /** Today in Bangkok, as the server read it (the form's date bounds). */
  today: string;
  /** The latest close the server read: the buy price when none is typed. */
  latestClose: number | null;
}

/** The trade result of the form as typed, computed as the server computes it (lib/prices). */
export function LiveTradeTable({ query, today, latestClose, ...props }: LiveTradeTableProps) {
  const fields: Record<string, string> = {};
  // The first of a repeated name, as the server reads it.
  for (const [name, value] of query) fields[name] ??= value;
  const state = readCalculatorQuery(fields, today);
  const { estimate } = tradeResult(state, latestClose);
  return (
    <TradeResult
      estimate={estimate}
      rates={state.rates}
      noPrice={latestClose === null && state.price === null}
      {...props}
    />
  );
}
