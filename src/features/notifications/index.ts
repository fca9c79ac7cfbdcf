export * from './notifications-slice';
export * from './notifications-listeners';
export { notificationOf, type ResourceUpdate } from './model/notification-of';
export { notificationKinds, type NotificationEntry, type NotificationKind } from './model/entry';
export { NotificationBell } from './components/lazy-notification-bell';
