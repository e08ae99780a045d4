import { scanStatements, alertAgainStatements } from '../lib/store/email-alerts/dispatch';
console.log(scanStatements('setNews' as never, new Date(0), 'sqlite')[0].sql);
console.log(scanStatements('dividends' as never, new Date(0), 'postgres')[0]);
console.log(alertAgainStatements('dividends' as never, {period_start:'a',period_end:'b',dividend_type:'cash',ex_date:'x'}, new Date(0), 'sqlite')[1]);
