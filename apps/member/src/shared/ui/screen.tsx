import type { ReactNode } from 'react';
import { LoadingIndicator } from './loading.tsx';

type Props = {
  /** Names the title `${name}-title`, which labels the section. */
  name: string;
  /** Classes after `screen`. */
  className?: string;
  title: string;
  /** Given: the loading indicator, right after the title. */
  loading?: boolean;
  children: ReactNode;
};

/** A member screen: a section labelled by its one h1 title. */
export function Screen({ name, className, title, loading, children }: Props) {
  return (
    <section className={className ? `screen ${className}` : 'screen'} aria-labelledby={`${name}-title`}>
      <h1 id={`${name}-title`} className="screen-title">
        {title}
      </h1>
      {loading !== undefined && <LoadingIndicator visible={loading} />}
      {children}
    </section>
  );
}
