import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "The caller's notification settings (Pleroma's notification_settings)." })
export class NotificationSettings {
  @Field({
    description:
      'Notifications only from accounts the user follows (follows, follow requests, polls and reports still come).',
  })
  blockFromStrangers!: boolean;
  @Field({ description: 'Push notifications carry no contents.' }) hideNotificationContents!: boolean;
}
