import styles from './empty-state.module.css';

/** The line a list shows when it has no items, or when its backend call failed. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className={styles.empty} role="status">
      {children}
    </p>
  );
}
