import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Notification as MentionNotification, notificationsResponse } from '@shared/api/todos';
import { api, FN } from '@client/lib/api-client';

export const notificationKeys = { all: ['notifications'] as const };

/** Polling interval while the event stream is down. */
export const NOTIFICATIONS_POLL_MS = 60_000;

type NotificationsAnswer = { unread: number; notifications: MentionNotification[] };

/** GET {fn}/notifications → {unread, notifications}, newest first. */
export async function getNotifications(): Promise<NotificationsAnswer> {
  return notificationsResponse.parse(await api<unknown>(`${FN}/notifications`));
}

/** The user's notifications; polled every minute while `poll` (the event stream is not open). */
export function useNotifications(poll: boolean) {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: getNotifications,
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
  });
}

/** POST {fn}/notifications/read {ids?}: those notifications, or all of them without ids. */
export function markNotificationsRead(ids?: string[]) {
  return api<unknown>(`${FN}/notifications/read`, { method: 'POST', body: ids ? { ids } : {} });
}

/** Marks read at once on screen, then on the server; reloads from the server either way. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueryData<NotificationsAnswer>(notificationKeys.all, (current) => {
        if (!current) return current;
        const marked = (notification: MentionNotification) => !ids || ids.includes(notification.id);
        const notifications = current.notifications.map((notification) =>
          marked(notification) ? { ...notification, read: true } : notification,
        );
        const newlyRead = current.notifications.filter((n) => !n.read && marked(n)).length;
        return { unread: Math.max(0, current.unread - newlyRead), notifications };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * Where a notification leads: the to-do's list with that to-do's comments open (`?comments=`), or the
 * card's board (the inbox's to-dos are on /todos).
 */
export function notificationHref(target: MentionNotification['target']): string {
  if (target.kind === 'card') return target.board_id ? `/kanban/${target.board_id}` : '/kanban';
  const comments = `?comments=${encodeURIComponent(target.id)}`;
  return target.list_id ? `/todos/${target.list_id}${comments}` : '/todos';
}
