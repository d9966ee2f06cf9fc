export * from './calendarInvitation';
export * from './sessionMails';
export * from './liveRoomLink';
export * from './reminders';
export * from './subscribeMembers';
export * from './activatePendingSubscriptions';
export * from '../events/eventDateChanged';
