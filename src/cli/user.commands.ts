import { randomBytes } from 'node:crypto';
import { createUser, getUser, listUsers, revokeCredentials, setPassword } from '../accounts/account.service.js';
import { passwordResetLink } from '../accounts/password-reset.service.js';
import { updateCredentials } from '../admin/admin-credentials.service.js';
import { confirmEmails, deleteUsers, setActivation, tagUsers, userByNickname } from '../admin/admin-user.service.js';
import { NotFoundError } from '../core/errors.js';
import type { User } from '../entities/index.js';
import {
  createInvite,
  inviteLastDay,
  inviteToken,
  inviteType,
  listInvites,
  revokeInvite,
} from '../invites/invite.service.js';
import { mailLinks } from '../mail/account-emails.js';
import { forceDisableMfa } from '../mfa/mfa.service.js';
import { confirm, need, printRows, toggle, UsageError, withEnv, wholeNumber, type Command } from './cli-env.js';

/** The state `user set` reports, one line. */
const summary = (u: User) =>
  `@${u.nickname}: admin=${u.isAdmin} moderator=${u.isModerator} locked=${u.locked} ` +
  `confirmed=${!u.confirmationPending} activated=${!u.deactivated}`;

/** Adds or removes tags, then prints the user's tags (Pleroma's `user tag` prints them too). */
function tagging(add: boolean): Command {
  const usage = `user ${add ? 'tag' : 'untag'} <nickname> <tag>...   (${add ? 'adds' : 'removes'} moderation tags)`;
  return {
    usage,
    run(io, [nickname, ...tags]) {
      if (!nickname || !tags.length) throw new UsageError(usage);
      return withEnv(io, async ({ em }) => {
        const [user] = await tagUsers(em, null, [nickname], tags, add);
        io.log(`Tags of @${user.nickname}: ${user.tags.join(', ') || '(none)'}`);
      });
    },
  };
}

export const userCommands: Record<string, Command> = {
  new: {
    usage: 'user new <nickname> <email> [--password P] [--admin] [--moderator] [-y]',
    async run(io, [nickname, email], flags) {
      if (!nickname || !email) throw new UsageError(this.usage);
      const password = flags.password ?? randomBytes(12).toString('base64url');
      const role = flags.admin ? 'admin' : flags.moderator ? 'moderator' : 'user';
      if (!flags.y && !(await confirm(io, `Create ${role} @${nickname} <${email}>?`))) {
        io.log('Not created (pass -y to skip this question).');
        return;
      }
      await withEnv(io, ({ em }) =>
        createUser(em, { nickname, email, password, isAdmin: flags.admin, isModerator: flags.moderator }),
      );
      io.log(`User @${nickname} created${flags.admin ? ' (admin)' : ''}${flags.moderator ? ' (moderator)' : ''}.`);
      if (!flags.password) io.log(`Generated password: ${password}`);
    },
  },
  set: {
    usage:
      'user set <nickname> [--[no-]admin] [--[no-]moderator] [--[no-]locked] [--[no-]confirmed] [--[no-]activated] [--password P]',
    async run(io, [nickname], flags) {
      const changes = {
        admin: toggle(flags, 'admin'),
        moderator: toggle(flags, 'moderator'),
        locked: toggle(flags, 'locked'),
        confirmed: toggle(flags, 'confirmed'),
        activated: toggle(flags, 'activated'),
      };
      await withEnv(io, async ({ em }) => {
        const user = await getUser(em, { nickname: need(nickname, this.usage) });
        if (changes.admin !== undefined) user.isAdmin = changes.admin;
        if (changes.moderator !== undefined) user.isModerator = changes.moderator;
        if (changes.locked !== undefined) await updateCredentials(em, null, user.nickname, { locked: changes.locked });
        if (changes.confirmed) await confirmEmails(em, null, [user.nickname]);
        if (changes.confirmed === false) user.confirmationPending = true;
        if (changes.activated !== undefined) await setActivation(em, null, [user], changes.activated);
        if (flags.password) await setPassword(em, user, flags.password);
        await em.flush();
        io.log(`${summary(user)}${flags.password ? ', password changed' : ''}`);
      });
    },
  },
  list: {
    usage: 'user list [--json]',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em }) => {
        const users = await listUsers(em);
        const rows = users.map((u) => ({
          id: String(u.id),
          nickname: u.nickname,
          email: u.email ?? null,
          is_admin: u.isAdmin,
          is_moderator: u.isModerator,
          deactivated: u.deactivated,
          tags: u.tags,
        }));
        printRows(io, flags, rows, (u) => {
          const roles = [u.is_admin && 'admin', u.is_moderator && 'moderator', u.deactivated && 'deactivated'];
          return `${u.id}\t${u.nickname}\t${u.email ?? ''}\t${roles.filter(Boolean).join(',')}`;
        });
      }),
  },
  rm: {
    usage: 'user rm <nickname> [-y]   (deletes a local account and everything it owns)',
    async run(io, [nickname], flags) {
      need(nickname, this.usage);
      await withEnv(io, async ({ em, config }) => {
        const user = await userByNickname(em, nickname);
        if (!user.local) throw new NotFoundError(`No local user ${nickname}`);
        if (!flags.y && !(await confirm(io, `Delete @${user.nickname} and everything it owns?`)))
          return io.log('Not deleted (pass -y to skip this question).');
        await deleteUsers(em, config, null, [user.nickname]);
        io.log(`User @${user.nickname} deleted.`);
      });
    },
  },
  tag: tagging(true),
  untag: tagging(false),
  invite: {
    usage: 'user invite [--max-use N] [--expires-at YYYY-MM-DD]   (prints a registration link)',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em, config, box }) => {
        const maxUse = wholeNumber(flags['max-use'], 'max-use');
        const { invite, token } = await createInvite(em, box, { maxUse, expiresAt: flags['expires-at'] });
        io.log(`Generated a ${inviteType(invite)} invite.`);
        io.log(`Link: ${mailLinks.registration(config, token)}`);
      }),
  },
  invites: {
    usage: 'user invites [--json]   (every invite: its token, kind, uses and limits)',
    run: (io, _args, flags) =>
      withEnv(io, async ({ em, box }) => {
        const rows = (await listInvites(em)).map((i) => ({
          id: String(i.id),
          token: inviteToken(box, i),
          invite_type: inviteType(i),
          used: i.used,
          uses: i.uses,
          max_use: i.maxUse,
          expires_at: inviteLastDay(i),
        }));
        // Tab-separated: id, token, kind, used or open, uses, max uses and last day ('-' when unlimited).
        printRows(io, flags, rows, (i) =>
          [i.id, i.token, i.invite_type, i.used ? 'used' : 'open', i.uses, i.max_use ?? '-', i.expires_at ?? '-'].join(
            '\t',
          ),
        );
      }),
  },
  revoke_invite: {
    usage: 'user revoke_invite <token>   (the invite admits nobody any more)',
    run(io, [token]) {
      return withEnv(io, async ({ em }) => {
        await revokeInvite(em, need(token, this.usage));
        io.log(`Invite ${token} revoked.`);
      });
    },
  },
  reset_mfa: {
    usage: 'user reset_mfa <nickname>   (disables the account’s multi-factor authentication)',
    run(io, [nickname]) {
      return withEnv(io, async ({ em }) => {
        const user = await getUser(em, { nickname: need(nickname, this.usage) });
        await forceDisableMfa(em, user);
        io.log(`Multi-factor authentication disabled for @${user.nickname}.`);
      });
    },
  },
  reset_password: {
    usage: 'user reset_password <nickname>   (prints a password-reset link)',
    run(io, [nickname]) {
      return withEnv(io, async ({ em, config }) => {
        const user = await getUser(em, { nickname: need(nickname, this.usage) });
        const { link } = await passwordResetLink(em, config, user);
        io.log(`Password reset link for @${user.nickname}: ${link}`);
      });
    },
  },
  revoke_all: {
    usage: 'user revoke_all <nickname>   (ends every token, session and JWT of the user)',
    run(io, [nickname]) {
      return withEnv(io, async ({ em }) => {
        await revokeCredentials(em, await getUser(em, { nickname: need(nickname, this.usage) }));
        io.log(`Revoked every token and session of @${nickname}.`);
      });
    },
  },
};
