import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'soft' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
  children: ReactNode;
}

const lookClass = ({
  variant = 'primary',
  size = 'medium',
  block = false,
  className,
}: Omit<LookProps, 'children'>) =>
  cx(styles.button, styles[variant], size !== 'medium' && styles[size], block && styles.block, className);

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: LookProps & ComponentPropsWithRef<'button'>) {
  return <button type={type} className={lookClass({ variant, size, block, className })} {...rest} />;
}

/** A link that looks like a button, for navigation (so it opens in a new tab and reads as a link). */
export function ButtonLink({ variant, size, block, className, ...rest }: LookProps & LinkProps) {
  return <Link className={lookClass({ variant, size, block, className })} {...rest} />;
}
