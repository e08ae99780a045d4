'use client';

import { Children, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './chart-tabs.module.css';

export interface ChartTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** One tab per panel, in the order of the children. */
  tabs: readonly string[];
  /** The panels, rendered on the server; all stay in the HTML, only the selected one is shown. */
  children: ReactNode;
  /** Visual weight: 'tabs' (growth charts) or 'switch' (quarter/year toggle). */
  variant?: 'tabs' | 'switch';
}

/** ARIA tabs over server-rendered panels: arrow keys move between tabs, every panel's figures stay in the HTML. */
export function ChartTabs({ label, tabs, children, variant = 'tabs' }: ChartTabsProps) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = Children.toArray(children);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} className={styles[variant]} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
