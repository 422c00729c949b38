import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { IconButton } from './icon-button';
import './dialog.css';

/** Wrap a Cancel button (or any element) so that activating it closes the dialog. */
export const DialogClose = RadixDialog.Close;

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** For a dialog shown while it is mounted: Escape, the overlay and the close button call this. */
  onClose?: () => void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons in the bottom bar, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the corner close button; Escape and overlay click still close. */
  hideCloseButton?: boolean;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Where focus goes on open; Radix focuses the first focusable element by default. */
  onOpenAutoFocus?: ComponentPropsWithoutRef<typeof RadixDialog.Content>['onOpenAutoFocus'];
  children?: ReactNode;
}

/** What the keyboard can reach in a dialog's body. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The dialog's body. One that scrolls with nothing to focus inside (a sheet of text) takes the focus
 * itself, so the arrow keys and Page Down scroll it; measured before Radix focuses the dialog on opening,
 * so it is what the dialog opens on.
 */
function DialogBody({ label, children }: { label: string | undefined; children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () =>
      setScrolls(element.scrollHeight > element.clientHeight && !element.querySelector(FOCUSABLE));
    // Measured again when the body or a child of it changes size, and when what is inside it changes
    // (a control appearing once something loads), from observers set up once for the dialog's life.
    const sizes = new ResizeObserver(measure);
    const observeSizes = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of element.children) sizes.observe(child);
    };
    const contents = new MutationObserver(() => {
      observeSizes();
      measure();
    });
    contents.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    observeSizes();
    measure();
    return () => {
      sizes.disconnect();
      contents.disconnect();
    };
  }, []);
  return (
    <div
      ref={body}
      className="ui-dialog__body"
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      {children}
    </div>
  );
}

/**
 * What a dialog opened from `element` gives the focus back to: that element, or for an item of a menu
 * (which closes as the dialog opens), the button that opened the menu.
 */
function openerOf(element: Element | null): HTMLElement | null {
  const menuButton = element?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const opener = menuButton ? document.getElementById(menuButton) : element;
  return opener instanceof HTMLElement ? opener : null;
}

/**
 * A modal dialog (Radix): focus trapped and restored, Escape and overlay click close it, the page behind
 * does not scroll.
 */
export function Dialog({
  open,
  onOpenChange,
  onClose,
  trigger,
  title,
  description,
  footer,
  size = 'md',
  hideCloseButton = false,
  role = 'dialog',
  className,
  onOpenAutoFocus,
  children,
}: DialogProps) {
  const descriptionProps = description ? {} : { 'aria-describedby': undefined };
  const shown = onClose ? true : open;
  // Radix returns focus only to its own Trigger; a controlled dialog returns it to whatever opened it, taken
  // as the dialog renders open (by Radix's open event a field with autoFocus already has the focus) and
  // kept while it closes.
  const [opened, setOpened] = useState(() => ({
    shown,
    opener: shown ? openerOf(document.activeElement) : null,
  }));
  if (opened.shown !== shown) {
    setOpened({ shown, opener: shown ? openerOf(document.activeElement) : opened.opener });
  }
  type AutoFocusEvent = Parameters<NonNullable<DialogProps['onOpenAutoFocus']>>[0];
  const handleCloseAutoFocus = (event: AutoFocusEvent) => {
    if (trigger || !opened.opener?.isConnected) return;
    event.preventDefault();
    opened.opener.focus();
  };
  return (
    <RadixDialog.Root open={shown} onOpenChange={onClose ? (next) => !next && onClose() : onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          {...descriptionProps}
          role={role}
          className={clsx('ui-dialog__content', `ui-dialog__content--${size}`, className)}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            // A field pointing at an option of its open list closes that list first, not the dialog.
            if (event.target instanceof Element && event.target.hasAttribute('aria-activedescendant')) {
              event.preventDefault();
            }
          }}
        >
          <div className="ui-dialog__header">
            <div className="ui-dialog__heading">
              <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="ui-dialog__description">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
          </div>
          {children && (
            <DialogBody label={typeof title === 'string' ? title : undefined}>{children}</DialogBody>
          )}
          {footer && <div className="ui-dialog__footer">{footer}</div>}
          {!hideCloseButton && (
            <RadixDialog.Close asChild>
              <IconButton className="ui-dialog__close" label="Close" icon={<X />} size="sm" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
