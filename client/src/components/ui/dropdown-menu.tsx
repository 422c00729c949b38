import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import './dropdown-menu.css';

/**
 * The menu root (Radix): arrow keys move, Escape closes and returns focus to the trigger. Not modal: a
 * modal menu marks the rest of the page aria-hidden while its links and buttons stay focusable, so a
 * screen reader could land on hidden controls; a menu needs no more than to close when focus leaves it.
 */
export function DropdownMenu(props: ComponentPropsWithoutRef<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}

/** Wraps the element that opens the menu; pass a Button or IconButton as the child. */
export function DropdownMenuTrigger({ children }: { children: ReactNode }) {
  return <RadixMenu.Trigger asChild>{children}</RadixMenu.Trigger>;
}

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 6,
  ...props
}: ComponentPropsWithoutRef<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        {...props}
        align={align}
        sideOffset={sideOffset}
        className={clsx('ui-menu__content', className)}
      />
    </RadixMenu.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  icon?: ReactNode;
  tone?: 'default' | 'danger';
}

/** One menu entry. For navigation pass `asChild` with a Link as the only child. */
export function DropdownMenuItem({
  className,
  icon,
  tone = 'default',
  asChild,
  children,
  ...props
}: DropdownMenuItemProps) {
  const classes = clsx('ui-menu__item', tone === 'danger' && 'ui-menu__item--danger', className);
  if (asChild) {
    return (
      <RadixMenu.Item {...props} asChild className={classes}>
        {children}
      </RadixMenu.Item>
    );
  }
  return (
    <RadixMenu.Item {...props} className={classes}>
      {icon && (
        <span className="ui-menu__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuRadioGroup(props: ComponentPropsWithoutRef<typeof RadixMenu.RadioGroup>) {
  return <RadixMenu.RadioGroup {...props} />;
}

/** One choice of a radio group: the chosen one shows a check (and is announced as checked). */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem {...props} className={clsx('ui-menu__item', className)}>
      <span className="ui-menu__icon" aria-hidden="true">
        <RadixMenu.ItemIndicator>
          <Check />
        </RadixMenu.ItemIndicator>
      </span>
      {children}
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Label>) {
  return <RadixMenu.Label {...props} className={clsx('ui-menu__label', className)} />;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="ui-menu__separator" />;
}
