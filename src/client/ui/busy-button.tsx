import type { ComponentProps } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** A button whose request is on its way: a spinner before its label, and off until the answer comes. */
export function BusyButton({ busy, disabled, children, ...props }: ComponentProps<typeof Button> & { busy: boolean }) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <Spinner /> : null}
      {children}
    </Button>
  );
}
