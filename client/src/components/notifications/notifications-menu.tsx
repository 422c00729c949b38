import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Notification as MentionNotification } from '@shared/api/todos';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useWorkspaceEvents } from '@client/lib/workspace-events';
import {
  notificationHref,
  notificationKeys,
  useMarkNotificationsRead,
  useNotifications,
} from './api/notifications';
import './notifications-menu.css';

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The bell in the app shell: how many mentions are unread, and a menu listing them. Choosing one marks it
 * read and opens its list (or board). Kept current by the workspace event stream, polled while it is down.
 */
export interface NotificationsMenuProps {
  /** Classes of the trigger button, e.g. to look like the links around it. */
  className?: string;
  /** Classes of the trigger's visible 'Notifications' word (a collapsed sidebar hides it). */
  labelClassName?: string;
  /** Where the menu opens from the trigger. */
  side?: 'bottom' | 'right';
}

export function NotificationsMenu({ className, labelClassName, side = 'bottom' }: NotificationsMenuProps) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const streaming = useWorkspaceEvents({
    onEvent: (event) => {
      if (event.type === 'notification') void reload();
    },
    onOpen: () => void reload(),
  });
  const { data } = useNotifications(!streaming);
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread ?? 0;
  const notifications = data?.notifications ?? [];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <button
          type="button"
          className={clsx('notifications__trigger', className)}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          title="Notifications"
        >
          {/* The word first, so the visible text reads in the name's order; CSS draws the icon before it. */}
          <span className={labelClassName}>Notifications</span>{' '}
          <span className="notifications__icon" aria-hidden="true">
            <Bell />
            {unread > 0 && <span className="notifications__count">{badgeText(unread)}</span>}
          </span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="notifications__content"
        side={side}
        align="start"
        collisionPadding={8}
        aria-label="Notifications"
      >
        <div className="notifications__header">
          <DropdownMenuLabel className="notifications__title">Notifications</DropdownMenuLabel>
          <DropdownMenuItem
            className="notifications__mark-all"
            icon={<CheckCheck />}
            disabled={unread === 0}
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate(undefined);
            }}
          >
            Mark all read
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator />
        {notifications.length === 0 ? (
          <p className="notifications__empty">No notifications yet.</p>
        ) : (
          <div className="notifications__list">
            {notifications.map((notification) => (
              <NotificationEntry
                key={notification.id}
                notification={notification}
                onOpen={() => {
                  if (!notification.read) markRead.mutate([notification.id]);
                }}
              />
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationEntry({ notification, onOpen }: { notification: MentionNotification; onOpen(): void }) {
  const { actor, excerpt, target, read, created_at } = notification;
  return (
    <DropdownMenuItem asChild onSelect={onOpen}>
      <Link
        to={notificationHref(target)}
        className={clsx('notifications__entry', !read && 'notifications__entry--unread')}
      >
        <span className="notifications__dot" aria-hidden="true" />
        <span className="notifications__body">
          <span className="notifications__line">
            <strong>{actor || 'Someone'}</strong> mentioned you on <strong>{target.title}</strong>
            {!read && <span className="visually-hidden"> (unread)</span>}
          </span>
          <span className="notifications__excerpt">“{excerpt}”</span>
          <time className="notifications__time" dateTime={created_at}>
            {formatTime(created_at)}
          </time>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}
