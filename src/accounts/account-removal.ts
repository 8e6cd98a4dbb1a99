import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import type { User } from '../entities/index.js';
import { credentialsChanged } from '../events/publish.js';
import { removeProfileImage } from './profile-images.js';

/**
 * What goes with accounts once their rows are deleted (the database cascades their statuses, relations,
 * tokens and sessions): open streams close, and their image files go.
 */
export async function accountsRemoved(em: EntityManager, config: AppConfig, users: User[]): Promise<void> {
  for (const user of users) {
    credentialsChanged(em, user.id);
    em.getUnitOfWork().unsetIdentity(user);
    for (const url of [user.avatarUrl, user.headerUrl, user.backgroundUrl, user.mascot?.url ?? null])
      await removeProfileImage(config, url);
  }
}
